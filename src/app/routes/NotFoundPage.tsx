import { Button, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { Page } from '@/components/page/Page';
import { paths } from '@/lib/routes';

/** A real 404 page for any path the dashboard does not know. */
export default function NotFoundPage() {
  const location = useLocation();
  return (
    <Page title="Page not found">
      <Text>
        There is no page at <code>{location.pathname}</code>. It may have moved, or the link may be
        incomplete.
      </Text>
      <Group>
        <Button component={Link} to={paths.audits()}>
          Go to audits
        </Button>
      </Group>
    </Page>
  );
}
