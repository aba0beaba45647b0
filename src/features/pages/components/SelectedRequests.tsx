import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { pageQueries, type PageRef } from '@/api/pages/queries';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { formatCount } from '@/lib/format';
import { selectedCookieColumns, selectedRequestColumns, type SelectedCookieRow } from './initiator-columns';

interface SelectedRequestsProps {
  page: PageRef;
  selected: number[];
  tagNames: ReadonlyMap<number | undefined, string | undefined>;
  onClear: () => void;
}

/** The requests selected in the initiators tree and the cookies they set: tables linked to the tree. */
export function SelectedRequests({ page, selected, tagNames, onClear }: SelectedRequestsProps) {
  const requests = useQuery({
    ...pageQueries.initiatorRequests(page, selected),
    enabled: selected.length > 0,
  });
  const cookies = useQuery({ ...pageQueries.initiatorCookies(page), enabled: selected.length > 0 });
  const cookieRows = useMemo<SelectedCookieRow[]>(
    () =>
      (cookies.data?.requests ?? [])
        .filter((entry) => selected.includes(entry.harEntryIndex))
        .flatMap((entry) =>
          entry.cookies.map((change, i) => ({
            id: `${entry.harEntryIndex}-${i}`,
            harEntryIndex: entry.harEntryIndex,
            change,
          })),
        ),
    [cookies.data, selected],
  );
  if (selected.length === 0) {
    return (
      <EmptyState title="No request selected">
        Select requests in the tree (click, or Enter / Space) to see their details and the cookies they set.
      </EmptyState>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm">{formatCount(selected.length)} requests selected</Text>
        <Button size="compact-xs" variant="subtle" onClick={onClear}>
          Clear selection
        </Button>
      </Group>
      <section aria-label="Selected requests">
        <Title order={2} size="h5" mb={4}>
          Selected requests
        </Title>
        <QueryView
          query={requests}
          errorTitle="Could not load the selected requests"
          loading={<Skeleton height={120} />}
        >
          {(data) => (
            <DataTable
              label="Selected requests"
              data={data.requests.map((request) => ({ request, tagName: tagNames.get(request.tagId) }))}
              columns={selectedRequestColumns}
              getRowId={(row) => String(row.request.harEntryIndex)}
              csvFileName={`page-${page.pageId}-selected-requests.csv`}
              maxHeight={300}
            />
          )}
        </QueryView>
      </section>
      <section aria-label="Cookies they set">
        <Title order={2} size="h5" mb={4}>
          Cookies they set
        </Title>
        <QueryView
          query={cookies}
          errorTitle="Could not load the cookies"
          loading={<Skeleton height={120} />}
        >
          {() => (
            <DataTable
              label="Cookies set by the selected requests"
              data={cookieRows}
              columns={selectedCookieColumns}
              getRowId={(row) => row.id}
              csvFileName={`page-${page.pageId}-selected-cookies.csv`}
              maxHeight={300}
              empty="The selected requests set no cookies."
            />
          )}
        </QueryView>
      </section>
    </Stack>
  );
}
