import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { Page } from '@/components/page/Page';
import { paths } from '@/lib/routes';

/** A link whose `q` cannot be read: why, and a way to start over. */
export function BadQueryLink({ message, restartHref }: { message: string; restartHref: string }) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title="This link’s query cannot be opened"
      icon={<IconAlertTriangle aria-hidden />}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button component={Link} to={restartHref} size="xs" variant="white" color="red">
          Start a new query
        </Button>
      </Stack>
    </Alert>
  );
}

/** `/grid/:gridEntityType` with a type the grid does not have. */
export function UnknownEntityType({ value }: { value: string }) {
  return (
    <Page
      title="Unknown data type"
      breadcrumbs={[{ label: 'Grid reports', to: paths.grid.index() }, { label: value }]}
    >
      <EmptyState
        title={`There is no grid of “${value}”`}
        action={
          <Button component={Link} to={paths.grid.index()} variant="light">
            Choose the data
          </Button>
        }
      >
        Grid reports cover audit runs, web journey runs, pages, cookies, tags, tag variables, links, network
        requests, accessibility issues, browser logs and rules.
      </EmptyState>
    </Page>
  );
}

/** A saved report opened without the parts of its query the builder could not read, each named. */
export function SavedQueryLeftOut({ leftOut }: { leftOut: string[] }) {
  const shown = leftOut.slice(0, 8);
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Parts of this saved query could not be opened"
      icon={<IconAlertTriangle aria-hidden />}
      mb="md"
    >
      <Text size="sm">The builder shows the rest. Saving stores the query as shown here.</Text>
      <List size="sm" mt={4}>
        {shown.map((part, index) => (
          <List.Item key={index}>{part}</List.Item>
        ))}
      </List>
      {leftOut.length > shown.length && (
        <Text size="sm" mt={4}>
          …and {leftOut.length - shown.length} more.
        </Text>
      )}
    </Alert>
  );
}
