import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { pageQueries, type PageRef } from '@/api/pages/queries';
import type { PageCookies, PageTags } from '@/api/pages/schemas';
import { DataTable } from '@/components/data-table';
import { asOneQuery } from '@/components/feedback/combine-queries';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { formatCount } from '@/lib/format';
import { cookieColumns, partyText, type CookieRow } from './cookie-columns';
import { Figure } from './Figure';
import { ChoiceSegments } from '@/components/choice/ChoiceSegments';

function toRows(cookies: PageCookies, tags: PageTags): CookieRow[] {
  const tagNames = new Map((tags.pageTags ?? []).map((tag) => [tag.tagId, tag.name]));
  return cookies.cookies.map((cookie, index) => {
    const initiator = cookie.changes?.[0]?.initiators?.[0];
    const tagId = initiator?.tagId ?? cookie.initiators?.[0]?.tagId;
    return {
      id: `${cookie.name}|${cookie.domain}|${index}`,
      cookie,
      tagName: tagId === undefined ? undefined : (tagNames.get(tagId) ?? `Tag ${tagId}`),
      requestUrl: initiator?.requestUrl,
      harEntryIndex: initiator?.harEntryIndex,
    };
  });
}

/** The cookies tab: counts, then each cookie with its party, expiry, flags and who set it. */
export function CookiesTab({ page }: { page: PageRef }) {
  const [params, setParams] = useSearchParamState();
  const both = useQueries({
    queries: [pageQueries.cookies(page), pageQueries.tags(page)] as const,
    combine: asOneQuery,
  });
  const columns = useMemo(() => cookieColumns(page), [page]);
  const party =
    params.get('party') === '1st_party' || params.get('party') === '3rd_party' ? params.get('party') : null;
  return (
    <QueryView query={both} errorTitle="Could not load the cookies" loading={<Skeleton height={300} />}>
      {([cookieData, tagData]) => {
        const rows = toRows(cookieData, tagData).filter((row) => !party || row.cookie.partyType === party);
        const { insights } = cookieData;
        return (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 3 }}>
              <Figure label="Unique cookies" value={formatCount(insights.noOfUniqueCookies)} />
              <Figure label="Cookie domains" value={formatCount(insights.noOfUniqueDomains)} />
              <Figure label="Third-party cookies" value={formatCount(insights.noOf3rdPartyCookies)} />
            </SimpleGrid>
            <ChoiceSegments
              aria-label="Party"
              value={party ?? 'all'}
              onChange={(value) => setParams({ party: value === 'all' ? null : value })}
              data={[
                { value: 'all', label: 'All cookies' },
                { value: '1st_party', label: partyText('1st_party') },
                { value: '3rd_party', label: partyText('3rd_party') },
              ]}
            />
            {rows.length === 0 ? (
              <EmptyState title="No cookies">No cookies of this kind were set on the page.</EmptyState>
            ) : (
              <DataTable
                label="Cookies on this page"
                data={rows}
                columns={columns}
                getRowId={(row) => row.id}
                sorting={parseSortParam(params.get('sort'))}
                onSortingChange={(next) => setParams({ sort: formatSortParam(next) || null })}
                csvFileName={`page-${page.pageId}-cookies.csv`}
              />
            )}
          </Stack>
        );
      }}
    </QueryView>
  );
}
