import { Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { folderQueries } from '@/api/folders/queries';
import { manualJourneyQueries } from '@/api/manual-journeys/queries';
import { DataTable } from '@/components/data-table';
import { asOneQuery } from '@/components/feedback/combine-queries';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { CreateJourneyButton } from '../components/CreateJourneyDialog';
import {
  deviceLabel,
  folderName,
  manualJourneyColumns,
  type ManualJourneyRow,
} from '../components/manual-journey-columns';
import { paths } from '@/lib/routes';
import { parseRouteSearch } from '@/lib/routes/params';

const defaultSort = [{ id: 'updated', desc: true }];

function matchesText(row: ManualJourneyRow, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  const { journey } = row;
  return [
    journey.name,
    folderName(row),
    deviceLabel(journey),
    ...(journey.labels ?? []).map((label) => label.name),
  ].some((value) => value.toLowerCase().includes(needle));
}

/** `/manual-journeys`: journeys recorded on phones and tablets, searchable from the URL; create one. */
export function ManualJourneyListPage() {
  const [params, setParams] = useSearchParamState();
  const { q: text, sort } = parseRouteSearch('manualJourneys', params);
  const sorting = sort !== undefined ? parseSortParam(sort) : defaultSort;
  const list = useQueries({
    queries: [manualJourneyQueries.list(), folderQueries.list()] as const,
    combine: asOneQuery,
  });

  const [journeys, folders] = list.data ?? [[], []];
  const rows = useMemo(() => {
    const byId = new Map(folders.map((folder) => [folder.id, folder]));
    return journeys.map((journey) => ({ journey, folder: byId.get(journey.folderId) }));
  }, [journeys, folders]);
  const shown = useMemo(() => rows.filter((row) => matchesText(row, text)), [rows, text]);

  return (
    <Page
      title="Manual journeys"
      actions={<CreateJourneyButton />}
      description={
        list.data
          ? `${journeys.length} journeys recorded on phones and tablets`
          : 'Journeys recorded on phones and tablets'
      }
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search manual journeys"
          placeholder="Name, folder, device or label"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setParams({ q: event.currentTarget.value })}
          w={300}
        />
        {text !== '' && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => setParams({ q: null })}
          >
            Clear search
          </Button>
        )}
      </Group>
      <QueryView
        query={list}
        errorTitle="Could not load the manual journeys"
        loading={<Skeleton height={320} radius="md" />}
      >
        {() =>
          journeys.length === 0 ? (
            <EmptyState title="No manual journeys yet">
              Create a journey, then record a session on a phone or tablet or upload HAR files.
            </EmptyState>
          ) : shown.length === 0 ? (
            <EmptyState title="No manual journeys match this search">Try a shorter search.</EmptyState>
          ) : (
            <Stack gap="xs">
              <Text size="sm" c="dimmed" aria-live="polite">
                Showing {shown.length} of {journeys.length} journeys
              </Text>
              <DataTable
                label="Manual journeys"
                data={shown}
                columns={manualJourneyColumns}
                getRowId={(row) => String(row.journey.id)}
                rowHref={(row) => paths.manualJourney({ manualJourneyId: row.journey.id })}
                sorting={sorting}
                onSortingChange={(next) => setParams({ sort: formatSortParam(next) || null })}
                csvFileName="manual-journeys.csv"
              />
            </Stack>
          )
        }
      </QueryView>
    </Page>
  );
}
