import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Initiators } from '@/api/pages/network-schemas';
import { pageQueries, type PageRef } from '@/api/pages/queries';
import { asOneQuery } from '@/components/feedback/combine-queries';
import { QueryView } from '@/components/feedback/QueryView';
import { useSearchParamState } from '@/components/url-state/useSearchParam';
import { formatCount } from '@/lib/format';
import { filterFromParams, InitiatorFilters } from './InitiatorFilters';
import { InitiatorsTree, type NodeLabel } from './InitiatorsTree';
import { SelectedRequests } from './SelectedRequests';

function summaryText({ initiatorsSummary: s }: Initiators): string {
  return [
    `${formatCount(s.filteredNetworkRequestCount)} of ${formatCount(s.totalNetworkRequestCount)} requests match`,
    `${formatCount(s.filteredBrokenNetworkRequestCount)} of ${formatCount(s.totalBrokenNetworkRequestCount)} broken`,
    `${formatCount(s.filteredTagCount)} of ${formatCount(s.totalTagCount)} tags`,
    `${formatCount(s.filteredCookieCount)} of ${formatCount(s.totalCookieCount)} cookies`,
  ].join(' · ');
}

/** Parse `sel=3,7` into sorted HAR entry indices. */
const parseSelection = (value: string | null) =>
  [
    ...new Set(
      (value ?? '')
        .split(',')
        .filter((part) => /^\d+$/.test(part))
        .map(Number),
    ),
  ].sort((a, b) => a - b);

/** The initiators tab: who loaded what as a tree, filtered in the URL, with the selected requests beside it. */
export function InitiatorsTab({ page }: { page: PageRef }) {
  const [params, setParams] = useSearchParamState();
  const { all, requests, tags } = useQueries({
    queries: [
      pageQueries.initiators(page, filterFromParams(params)),
      pageQueries.initiatorRequests(page, []),
      pageQueries.tags(page),
    ] as const,
    combine: (results) => ({ all: asOneQuery(results), requests: results[1].data, tags: results[2].data }),
  });
  const selectionParam = params.get('sel');
  const selected = useMemo(() => parseSelection(selectionParam), [selectionParam]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const tagNames = useMemo(
    () => new Map((tags?.pageTags ?? []).map((tag) => [tag.tagId, tag.name] as const)),
    [tags],
  );
  const labels = useMemo(() => {
    const map = new Map<number, NodeLabel>();
    for (const request of requests?.requests ?? []) {
      map.set(request.harEntryIndex, {
        url: request.requestUrl,
        statusCode: request.statusCode,
        tagName: tagNames.get(request.tagId),
      });
    }
    return map;
  }, [requests, tagNames]);
  const toggle = (index: number) => {
    const next = selectedSet.has(index) ? selected.filter((i) => i !== index) : [...selected, index];
    setParams({ sel: next.sort((a, b) => a - b).join(',') || null });
  };

  return (
    <Stack gap="sm">
      <InitiatorFilters params={params} setParams={setParams} />
      <QueryView query={all} errorTitle="Could not load the initiators" loading={<Skeleton height={360} />}>
        {([treeData]) => (
          <Stack gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {summaryText(treeData)}
            </Text>
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <Paper withBorder p="xs" radius="md" style={{ maxHeight: '70vh', overflow: 'auto' }}>
                {treeData.initiatorsTreeRoot.filteredSubtreeSize === 0 &&
                !treeData.initiatorsTreeRoot.matchesFilter ? (
                  <Text size="sm" p="sm">
                    No request matches these filters.
                  </Text>
                ) : (
                  <InitiatorsTree
                    root={treeData.initiatorsTreeRoot}
                    labelOf={(index) => labels.get(index)}
                    selected={selectedSet}
                    onToggleSelected={toggle}
                  />
                )}
              </Paper>
              <SelectedRequests
                page={page}
                selected={selected}
                tagNames={tagNames}
                onClear={() => setParams({ sel: null })}
              />
            </SimpleGrid>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
