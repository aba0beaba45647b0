import { Alert, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { isUnavailableOnService } from '@/api/errors';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';

/** Where the latest-run filter's read stands while it has no answer: reading, unavailable, or failed with Retry. */
export function RunFilterState({ query }: { query: UseQueryResult<unknown> }) {
  if (query.isError) {
    if (isUnavailableOnService(query.error))
      return (
        <Alert color="gray" title="Filtering by latest run is not available on this service">
          Clear the latest-run and score filters to see the audits.
        </Alert>
      );
    return (
      <ErrorPanel
        error={query.error}
        title="Could not filter by latest run"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        compact
      />
    );
  }
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        Finding the audits whose latest run matches…
      </Text>
    </Group>
  );
}
