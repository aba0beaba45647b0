import { Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { DataTable, type ColumnSpec } from '@/components/data-table';
import { QueryView } from '@/components/feedback/QueryView';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { formatCount } from '@/lib/format';
import type { RunTabProps } from '../run-tabs';
import { emptyRunText } from './empty-run';

/** What a whole-run list tab shows: its words, where its rows come from and its columns. */
interface RunListTabSpec<T, K extends QueryKey> {
  /** URL segment of the tab, also in the CSV file name. */
  slug: string;
  /** Heading of the tab, also the table's name. */
  title: string;
  /** What one row is, singular and plural ("cookie", "cookies"). */
  noun: readonly [string, string];
  description: string;
  /** Query options of the run's rows (a `runQueries` factory). */
  queryOf: (auditId: number, runId: number) => UseQueryOptions<T[], Error, T[], K>;
  columns: ColumnSpec<T>[];
  getRowId: (row: T) => string;
  /** Where a row leads, when rows open something (the row's first cell becomes its link). */
  rowHref?: (row: T, run: { auditId: number; runId: number }) => string;
}

/** A tab listing a whole-run list (cookies, request domains, geo-locations): count, sort in the URL, CSV. */
export function runListTab<T, K extends QueryKey>({
  slug,
  title,
  noun,
  description,
  queryOf,
  columns,
  getRowId,
  rowHref,
}: RunListTabSpec<T, K>) {
  function RunListTab({ auditId, runId, status }: RunTabProps) {
    const query = useQuery(queryOf(auditId, runId));
    const [params, setParams] = useSearchParamState();
    const sorting = parseSortParam(params.get('sort')).filter((rule) =>
      columns.some((c) => c.id === rule.id),
    );
    return (
      <Stack gap="sm">
        <Group gap="xs" align="center">
          <Title order={2} size="h3">
            {title}
          </Title>
          {query.data && (
            <Badge variant="light" color="gray" radius="sm">
              {formatCount(query.data.length)} {query.data.length === 1 ? noun[0] : noun[1]}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <QueryView
          query={query}
          errorTitle={`Could not load the ${noun[1]}`}
          loading={<Skeleton height={240} radius="md" />}
        >
          {(rows) => (
            <DataTable
              label={title}
              data={rows}
              columns={columns}
              getRowId={getRowId}
              rowHref={rowHref ? (row) => rowHref(row, { auditId, runId }) : undefined}
              sorting={sorting}
              onSortingChange={(next) => setParams({ sort: formatSortParam(next) || null })}
              csvFileName={`run-${runId}-${slug}.csv`}
              empty={emptyRunText(status, `No ${title.toLowerCase()} found`)}
              maxHeight="60vh"
            />
          )}
        </QueryView>
      </Stack>
    );
  }
  return RunListTab;
}
