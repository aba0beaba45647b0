import { Button, Group, Menu, Select, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronDown, IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { gridEntityPathTypes, gridEntityTypeNames } from '@/api/grid/query-schemas';
import { savedReportQueries } from '@/api/grid/queries';
import { savedReportVisibilities, type SavedReportVisibility } from '@/api/grid/schemas';
import { labelQueries } from '@/api/labels/queries';
import { userQueries } from '@/api/users/queries';
import { DataTable } from '@/components/data-table';
import { asOneQuery } from '@/components/feedback/combine-queries';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { truncatedListText } from '@/components/feedback/TruncatedList';
import { Page } from '@/components/page/Page';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import {
  savedReportColumns,
  savedReportSortIds,
  type SavedReportRow,
} from '../components/saved-report-columns';
import { paths } from '@/lib/routes';
import { parseRouteSearch } from '@/lib/routes/params';

const defaultSort = { id: 'name', desc: false };

/** "12 saved reports", "1 saved report matches", "3 saved reports match". */
function countText(count: number, filtered: boolean): string {
  const noun = count === 1 ? 'saved report' : 'saved reports';
  if (!filtered) return `${count} ${noun}`;
  return `${count} ${noun} ${count === 1 ? 'matches' : 'match'}`;
}

/** The library's state from the query string: `q`, `favorites=1`, `owned=1`, `visibility`, `sort`. */
function useLibraryParams() {
  const [params, setParams] = useSearchParamState();
  const search = parseRouteSearch('savedGridReports', params);
  const text = search.q;
  const favoritesOnly = search.favorites === '1';
  const ownedByMe = search.owned === '1';
  const visibility = savedReportVisibilities.find((value) => value === search.visibility);
  const requested = parseSortParam(search.sort ?? null)[0];
  const sort = requested && savedReportSortIds[requested.id] ? requested : defaultSort;
  return { text, favoritesOnly, ownedByMe, visibility, sort, setParams };
}

/** "New report": pick the data to start a grid query from. */
function NewReportMenu() {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          New report
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Start from</Menu.Label>
        {gridEntityPathTypes.map((type) => (
          <Menu.Item key={type} component={Link} to={paths.grid.builder({ type })}>
            {gridEntityTypeNames[type]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * `/grid` and `/grid/saved`: the saved grid report library. Name search, favorites, "owned by me",
 * visibility and sort live in the URL and are applied by the server; rows open `/grid/saved/:id`.
 */
export function SavedReportListPage() {
  const { text, favoritesOnly, ownedByMe, visibility, sort, setParams } = useLibraryParams();
  const [name] = useDebouncedValue(text.trim(), 250);
  const library = useQueries({
    queries: [
      {
        ...savedReportQueries.list({
          name,
          favoritesOnly,
          ownedByMe,
          visibility,
          sortBy: savedReportSortIds[sort.id],
          sortDesc: sort.desc,
        }),
        placeholderData: keepPreviousData,
      },
      userQueries.list(),
    ] as const,
    combine: asOneQuery,
  });
  // Label names are a nicety: without them the column shows label ids.
  const labels = useQuery(labelQueries.list());

  const [reports, users] = library.data ?? [{ items: [], totalCount: 0, complete: true }, []];
  const rows = useMemo<SavedReportRow[]>(() => {
    const names = new Map(
      users.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim() || user.username]),
    );
    const labelNames = new Map((labels.data ?? []).map((label) => [label.id, label.name]));
    return reports.items.map((report) => ({
      report,
      owner: report.isManagedByOP
        ? 'ObservePoint'
        : (names.get(report.createdByUserId) ?? `User ${report.createdByUserId}`),
      labels: (report.labels ?? []).map((id) => labelNames.get(id) ?? `Label ${id}`),
    }));
  }, [reports, users, labels.data]);
  const filtered = name !== '' || favoritesOnly || ownedByMe || visibility !== undefined;

  return (
    <Page
      title="Saved reports"
      breadcrumbs={[{ label: 'Grid reports', to: paths.grid.index() }, { label: 'Saved reports' }]}
      description="Grid queries saved with their columns and filters, to open again or export on a schedule"
      actions={<NewReportMenu />}
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
        <Select
          label="Visibility"
          data={[
            { value: 'all', label: 'Private and public' },
            { value: 'private', label: 'Private' },
            { value: 'public', label: 'Public' },
          ]}
          value={visibility ?? 'all'}
          onChange={(value) =>
            setParams({ visibility: value === 'all' ? null : (value as SavedReportVisibility | null) })
          }
          allowDeselect={false}
          w={190}
        />
        <Switch
          label="Favorites only"
          checked={favoritesOnly}
          onChange={(event) => setParams({ favorites: event.currentTarget.checked ? '1' : null })}
          pb={8}
        />
        <Switch
          label="Owned by me"
          checked={ownedByMe}
          onChange={(event) => setParams({ owned: event.currentTarget.checked ? '1' : null })}
          pb={8}
        />
        {(text !== '' || favoritesOnly || ownedByMe || visibility !== undefined) && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => setParams({ q: null, favorites: null, owned: null, visibility: null })}
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
                  favoritesOnly && name === '' && !ownedByMe && visibility === undefined
                    ? 'No favorite reports yet'
                    : 'No saved reports match these filters'
                }
              >
                {favoritesOnly && name === ''
                  ? 'Mark a report with its star to find it here quickly.'
                  : 'Try a shorter name or fewer filters.'}
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
                  ? countText(reports.totalCount ?? rows.length, filtered)
                  : truncatedListText(rows.length, 'saved reports', reports.totalCount)}
              </Text>
              <DataTable
                label="Saved reports"
                data={rows}
                columns={savedReportColumns}
                getRowId={(row) => String(row.report.id)}
                rowHref={(row) => paths.grid.saved({ id: row.report.id })}
                sorting={[sort]}
                manualSorting
                onSortingChange={(next) => setParams({ sort: next[0] ? formatSortParam([next[0]]) : null })}
                csvFileName="saved-grid-reports.csv"
              />
            </Stack>
          )
        }
      </QueryView>
    </Page>
  );
}
