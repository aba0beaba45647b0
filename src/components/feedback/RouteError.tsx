import { Button, Container, Stack, Title } from '@mantine/core';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { ErrorPanel } from './ErrorPanel';
import { paths } from '@/lib/routes';

/** The error panel of a route that failed to load or render; Retry reloads that route only. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
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
