import { Grid, NativeSelect, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { gridQueries, gridRowsReader, sameRowsPlaceholder } from '@/api/grid/queries';
import {
  gridEntityPathTypes,
  gridEntityTypeNames,
  isAggregateColumn,
  type GridEntityPathType,
  type GridRequest,
} from '@/api/grid/query-schemas';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { AggregateAdder } from './components/AggregateAdder';
import { ColumnPicker } from './components/ColumnPicker';
import { FilterList } from './components/FilterList';
import { GridResults } from './components/GridResults';
import { SelectedColumns } from './components/SelectedColumns';
import { SortSummary } from './components/SortSummary';
import { filteredColumnKey } from './filtered-column';
import { useResolvedGridQuery } from './use-resolved-query';
import { columnKeys, columnLabel, displayedColumn } from '@/api/grid/model/columns';
import {
  addColumn,
  isGrouped,
  moveColumn,
  removeColumn,
  setFilters,
  setGroupBy,
  setPage,
  setPageSize,
  setSortBy,
  setTotal,
  sortByOf,
  type ResolvedRequest,
} from '@/api/grid/model/query-edit';
import { paths } from '@/lib/routes';
import { gridDataSets } from '../data-sets';

interface GridBuilderProps {
  type: GridEntityPathType;
  /** The query as the URL holds it (columns may be left to the schema's defaults). */
  request: GridRequest;
  onChange: (request: GridRequest) => void;
  /** Whether the entity type can be changed here (not for a saved report). */
  canChangeType: boolean;
}

/** Section heading of the builder panels. */
function PanelTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={2} size="h5" mb="xs">
      {children}
    </Title>
  );
}

/**
 * The query's results, with their own read: rows arriving re-render the table, not the builder's
 * panels (a schema's hundred column checkboxes were drawn again in the same task as the rows).
 */
function QueryResults({
  type,
  body,
  ready,
  ...props
}: Omit<ComponentProps<typeof GridResults>, 'rows' | 'readPage'> & {
  type: GridBuilderProps['type'];
  body: ReturnType<typeof useResolvedGridQuery>['body'];
  ready: boolean;
}) {
  // Paging or re-sorting keeps the rows on screen until the next page arrives; other rows (another
  // data set, filter or grouping) show a loading state, never the count of the rows before.
  const rows = useQuery({
    ...gridQueries.rows(type, body),
    enabled: ready,
    placeholderData: sameRowsPlaceholder(type, body),
  });
  return <GridResults {...props} rows={rows} readPage={gridRowsReader(type, body)} />;
}

/** The grid builder: entity and columns on the left, filters, sort and results on the right. */
export function GridBuilder({ type, request, onChange, canChangeType }: GridBuilderProps) {
  const navigate = useNavigate();
  const { schema, index, resolved, body, ready } = useResolvedGridQuery(type, request);

  if (schema.isPending) return <Skeleton height={480} radius="md" />;
  if (schema.isError) {
    return (
      <ErrorPanel
        error={schema.error}
        title={`Could not load the columns of ${gridEntityTypeNames[type].toLowerCase()}`}
        onRetry={() => void schema.refetch()}
        retrying={schema.isFetching}
      />
    );
  }

  const columns = schema.data.columns;
  const grouped = isGrouped(resolved);
  const shownIds = new Set(
    resolved.columns.flatMap((column) => (isAggregateColumn(column) ? [] : [column.columnId])),
  );
  const labels = resolved.columns.map((column) =>
    columnLabel(displayedColumn(column, grouped, index), index),
  );
  const keys = columnKeys(resolved.columns);

  const toggleColumn = (columnId: string, checked: boolean) => {
    if (checked) return onChange(addColumn(resolved, { columnId }));
    const at = resolved.columns.findIndex(
      (column) => !isAggregateColumn(column) && column.columnId === columnId,
    );
    if (at >= 0 && resolved.columns.length > 1) onChange(removeColumn(resolved, at));
  };
  const replaceColumn = (at: number, column: ResolvedRequest['columns'][number]) =>
    onChange({
      ...resolved,
      columns: resolved.columns.map((current, i) => (i === at ? column : current)),
      page: undefined,
    });

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 4, xl: 3 }}>
        <Stack gap="md">
          <Paper withBorder p="sm" radius="md">
            <NativeSelect
              label="Data"
              description={gridDataSets[type].description}
              value={type}
              disabled={!canChangeType}
              data={gridEntityPathTypes.map((value) => ({ value, label: gridEntityTypeNames[value] }))}
              onChange={(event) => void navigate(paths.grid.builder({ type: event.currentTarget.value }))}
            />
          </Paper>
          <Paper withBorder p="sm" radius="md" component="section" aria-label="Shown columns">
            <PanelTitle>Shown columns</PanelTitle>
            <Stack gap="sm">
              <SelectedColumns
                columns={resolved.columns}
                index={index}
                grouped={grouped}
                onGroupBy={(at, on) => onChange(setGroupBy(resolved, at, on))}
                onReplace={replaceColumn}
                onMove={(from, to) => onChange(moveColumn(resolved, from, to))}
                onRemove={(at) => onChange(removeColumn(resolved, at))}
              />
              {grouped ? (
                <AggregateAdder columns={columns} onAdd={(column) => onChange(addColumn(resolved, column))} />
              ) : (
                <Text size="xs" c="dimmed">
                  Tick “Group by” on a column to summarize rows per value and add aggregates such as a row
                  count or a sum.
                </Text>
              )}
            </Stack>
          </Paper>
          <Paper withBorder p="sm" radius="md" component="section" aria-label="Column picker">
            <PanelTitle>Add columns</PanelTitle>
            <ColumnPicker
              columns={columns}
              selected={shownIds}
              canRemove={resolved.columns.length > 1}
              onToggle={toggleColumn}
            />
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, xl: 9 }}>
        <Stack gap="md">
          <Paper withBorder p="sm" radius="md" component="section" aria-label="Filters">
            <PanelTitle>Filters</PanelTitle>
            <FilterList
              filters={resolved.filters}
              columns={columns}
              index={index}
              latestRunSwitch={gridDataSets[type].latestRunSwitch}
              onChange={(filters) => onChange(setFilters(resolved, filters))}
            />
          </Paper>
          <Stack gap={4}>
            <SortSummary
              request={resolved}
              labels={labels}
              onClear={() => onChange(setSortBy(resolved, []))}
            />
            <QueryResults
              type={type}
              body={body}
              ready={ready}
              label={`${gridEntityTypeNames[type]} results`}
              request={resolved}
              index={index}
              onSort={(rules) => onChange(setSortBy(resolved, sortByOf(rules, keys)))}
              onPage={(page) => onChange(setPage(resolved, page))}
              onSize={(size) => onChange(setPageSize(resolved, size))}
              onTotal={(at, fn) => onChange(setTotal(resolved, at, fn))}
              revealColumn={filteredColumnKey(resolved, keys)}
            />
          </Stack>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
