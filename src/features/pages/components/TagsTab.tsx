import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { pageQueries, type PageRef } from '@/api/pages/queries';
import type { PageTag } from '@/api/pages/schemas';
import { DataTable, type ColumnSpec } from '@/components/data-table';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { formatCount } from '@/lib/format';
import { Figure } from './Figure';
import { tagColumns } from './tag-columns';

interface VariableRow {
  id: string;
  request: number | undefined;
  account: string | undefined;
  name: string;
  value: string;
}

const variableColumns: ColumnSpec<VariableRow>[] = [
  { id: 'request', header: 'Request #', width: 100, align: 'right', accessor: (row) => row.request },
  { id: 'account', header: 'Account', width: 200, mono: true, accessor: (row) => row.account },
  { id: 'name', header: 'Variable', width: 200, mono: true, accessor: (row) => row.name },
  { id: 'value', header: 'Value', width: 480, mono: true, accessor: (row) => row.value },
];

function variablesOf(tag: PageTag): VariableRow[] {
  return (tag.pageTagInstances ?? []).flatMap((instance, i) =>
    (instance.tagInstanceVariables ?? []).map((variable, j) => ({
      id: `${i}-${j}`,
      request: instance.harEntryIndex,
      account: instance.account,
      name: variable.name ?? '',
      value: variable.value ?? '',
    })),
  );
}

/** The tags tab: counts, the tags with accounts and repeats, and the variables of the chosen tag. */
export function TagsTab({ page }: { page: PageRef }) {
  const [params, setParams] = useSearchParamState();
  const tags = useQuery(pageQueries.tags(page));
  const columns = useMemo(() => tagColumns((tag) => setParams({ tag: String(tag.tagId) })), [setParams]);
  const selected = tags.data?.pageTags?.find((tag) => String(tag.tagId) === params.get('tag'));
  return (
    <QueryView query={tags} errorTitle="Could not load the tags" loading={<Skeleton height={300} />}>
      {(data) => {
        const list = data.pageTags ?? [];
        if (list.length === 0)
          return (
            <EmptyState title="No tags fired on this page">
              The crawler detected no known tag requests.
            </EmptyState>
          );
        const insights = data.pageTagInsights;
        return (
          <Stack gap="md">
            {insights && (
              <SimpleGrid cols={{ base: 3 }}>
                <Figure label="Tag requests" value={formatCount(insights.noOfTagRequests)} />
                <Figure label="Unique tags" value={formatCount(insights.noOfUniqueTags)} />
                <Figure label="Broken tags" value={formatCount(insights.noOfBrokenTags)} />
              </SimpleGrid>
            )}
            <DataTable
              label="Tags on this page"
              data={list}
              columns={columns}
              getRowId={(tag) => String(tag.tagId ?? tag.name)}
              sorting={parseSortParam(params.get('sort'))}
              onSortingChange={(next) => setParams({ sort: formatSortParam(next) || null })}
              onRowActivate={(tag) => setParams({ tag: String(tag.tagId) })}
              csvFileName={`page-${page.pageId}-tags.csv`}
              maxHeight="50vh"
            />
            {selected && (
              <section aria-label={`Variables of ${selected.name}`}>
                <Title order={2} size="h4" mb="xs">
                  Variables of {selected.name}
                </Title>
                <DataTable
                  label={`Variables of ${selected.name}`}
                  data={variablesOf(selected)}
                  columns={variableColumns}
                  getRowId={(row) => row.id}
                  csvFileName={`page-${page.pageId}-tag-${selected.tagId}-variables.csv`}
                  maxHeight={360}
                  empty="This tag sent no variables."
                />
              </section>
            )}
          </Stack>
        );
      }}
    </QueryView>
  );
}
