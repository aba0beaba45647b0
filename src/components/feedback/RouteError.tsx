import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { ErrorPanel } from './ErrorPanel';
import { paths } from '@/lib/routes';

/** A screen whose code is gone (a deploy since this tab loaded): reloading gets the new version. */
function NewVersionAvailable() {
  return (
    <Container size="md" py="xl">
      <Stack align="flex-start">
        <Title order={1}>A new version of the dashboard is available</Title>
        <Text>This screen belongs to it: reload to get it. The address stays the same.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Container>
  );
}

/** The error panel of a route that failed to load or render; Retry reloads that route only. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Named by the router when the server answers but the screen's code is gone (app/new-version.ts).
  if (error instanceof Error && error.name === 'NewVersionError') return <NewVersionAvailable />;
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>{notFound ? 'Page not found' : 'This page could not be shown'}</Title>
        <ErrorPanel
          error={
            isRouteErrorResponse(error) ? new Error(error.statusText || `Status ${error.status}`) : error
          }
          title="Something went wrong on this page"
          onRetry={() => void navigate(0)}
        />
        <div>
          <Button variant="subtle" onClick={() => void navigate(paths.audits())}>
            Go to audits
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
