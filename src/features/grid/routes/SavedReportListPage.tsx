import { Button, Group, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { gridQueries } from '@/api/grid/queries';
import { userQueries } from '@/api/users/queries';
import { DataTable } from '@/components/data-table';
import { combineQueries } from '@/components/feedback/combine-queries';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { savedReportColumns, type SavedReportRow } from '../components/saved-report-columns';

const defaultSort = [{ id: 'name', desc: false }];

/** "12 saved reports", "1 saved report matches", "3 saved reports match". */
function countText(count: number, filtered: boolean): string {
  const noun = count === 1 ? 'saved report' : 'saved reports';
  if (!filtered) return `${count} ${noun}`;
  return `${count} ${noun} ${count === 1 ? 'matches' : 'match'}`;
}

/** `/grid` and `/grid/saved`: the saved grid report library, searched by name on the server, favorites from the URL. */
export function SavedReportListPage() {
  const [params, setParams] = useSearchParamState();
  const text = params.get('q') ?? '';
  const favoritesOnly = params.get('favorites') === '1';
  const [name] = useDebouncedValue(text.trim(), 250);
  const sorting = params.has('sort') ? parseSortParam(params.get('sort')) : defaultSort;
  const library = combineQueries([
    useQuery({ ...gridQueries.savedList({ name, favoritesOnly }), placeholderData: keepPreviousData }),
    useQuery(userQueries.list()),
  ] as const);

  const [reports, users] = library.data ?? [{ items: [], totalCount: 0, complete: true }, []];
  const rows = useMemo<SavedReportRow[]>(() => {
    const names = new Map(
      users.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim() || user.username]),
    );
    return reports.items.map((report) => ({
      report,
      owner: report.isManagedByOP
        ? 'ObservePoint'
        : (names.get(report.createdByUserId) ?? `User ${report.createdByUserId}`),
    }));
  }, [reports, users]);
  const filtered = name !== '' || favoritesOnly;

  return (
    <Page
      title="Saved reports"
      breadcrumbs={[{ label: 'Grid reports', to: '/grid' }, { label: 'Saved reports' }]}
      description="Grid queries saved with their columns and filters, to open again or export on a schedule"
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label="Search saved reports"
          placeholder="Report name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setParams({ q: event.currentTarget.value })}
          w={300}
        />
        <Switch
          label="Favorites only"
          checked={favoritesOnly}
          onChange={(event) => setParams({ favorites: event.currentTarget.checked ? '1' : null })}
          pb={8}
        />
        {(text !== '' || favoritesOnly) && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => setParams({ q: null, favorites: null })}
          >
            Clear filters
          </Button>
        )}
      </Group>
      <QueryView
        query={library}
        errorTitle="Could not load the saved reports"
        loading={<Skeleton height={320} radius="md" />}
      >
        {() =>
          rows.length === 0 ? (
            filtered ? (
              <EmptyState
                title={
                  favoritesOnly && name === ''
                    ? 'No favorite reports yet'
                    : 'No saved reports match these filters'
                }
              >
                {name !== '' ? 'Try a shorter name.' : 'Mark a report as a favorite to find it here quickly.'}
              </EmptyState>
            ) : (
              <EmptyState title="No saved reports yet">
                Save a grid query with its columns and filters to open it again or export it on a schedule.
              </EmptyState>
            )
          ) : (
            <Stack gap="xs">
              <Text size="sm" c="dimmed" aria-live="polite">
                {reports.complete
                  ? countText(reports.totalCount, filtered)
                  : `Showing the first ${rows.length} of ${reports.totalCount} saved reports`}
              </Text>
              <DataTable
                label="Saved reports"
                data={rows}
                columns={savedReportColumns}
                getRowId={(row) => String(row.report.id)}
                sorting={sorting}
                onSortingChange={(next) => setParams({ sort: formatSortParam(next) || null })}
                csvFileName="saved-grid-reports.csv"
              />
            </Stack>
          )
        }
      </QueryView>
    </Page>
  );
}
