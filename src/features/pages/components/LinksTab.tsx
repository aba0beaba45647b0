import { Chip, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { pageQueries, type LinksQuery, type PageRef } from '@/api/pages/queries';
import type { LinkOption } from '@/api/pages/schemas';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { formatCount } from '@/lib/format';
import { DownloadLinksButton } from './DownloadLinksButton';
import { linksFromColumns, linksToColumns, type LinkRow } from './link-columns';
import { ChoiceSegments } from '@/components/choice/ChoiceSegments';

/** The link kinds of the `types` URL parameter and the API option each one stands for. */
const types: Array<{ value: string; label: string; option: LinkOption }> = [
  { value: 'internal', label: 'Audited pages', option: 'to_internal_pages' },
  { value: 'external', label: 'External', option: 'to_external_pages' },
  { value: 'unaudited', label: 'Not audited', option: 'to_urls_not_audited' },
];

/** The links tab: links on the page or to it, filtered in the URL, with a CSV download of them all. */
export function LinksTab({ page }: { page: PageRef }) {
  const [params, setParams] = useSearchParamState();
  const dir = params.get('dir') === 'to' ? 'to' : 'from';
  const typesKey = (params.get('types') ?? '')
    .split(',')
    .filter((value) => types.some((type) => type.value === value))
    .join(',');
  const chosen = typesKey ? typesKey.split(',') : [];
  const urlParam = params.get('url');
  const urlType = urlParam === 'initial' || urlParam === 'final' ? urlParam : undefined;
  const query = useMemo<LinksQuery>(() => {
    if (dir === 'to') return { direction: 'to_this_page', thisUrlType: urlType };
    const kinds = typesKey.split(',');
    return {
      direction: 'from_this_page',
      options: types.filter((type) => kinds.includes(type.value)).map((type) => type.option),
    };
  }, [dir, typesKey, urlType]);
  const links = useQuery(pageQueries.links(page, query));
  const rows = useMemo<LinkRow[]>(
    () => (links.data?.links ?? []).map((link, index) => ({ ...link, rowId: String(index) })),
    [links.data],
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Group gap="md" align="flex-end">
          <ChoiceSegments
            aria-label="Link direction"
            value={dir}
            onChange={(value) =>
              setParams({ dir: value === 'to' ? 'to' : null, types: null, url: null, sort: null })
            }
            data={[
              { value: 'from', label: 'Links on this page' },
              { value: 'to', label: 'Links to this page' },
            ]}
          />
          {dir === 'from' ? (
            <Chip.Group
              multiple
              value={chosen}
              onChange={(next) => setParams({ types: next.join(',') || null })}
            >
              <Group gap="xs" role="group" aria-label="Kinds of links">
                {types.map((type) => (
                  <Chip key={type.value} value={type.value} size="sm">
                    {type.label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          ) : (
            <ChoiceSegments
              aria-label="Linked URL"
              value={urlType ?? 'any'}
              onChange={(value) => setParams({ url: value === 'any' ? null : value })}
              data={[
                { value: 'any', label: 'Initial or final URL' },
                { value: 'initial', label: 'Initial URL' },
                { value: 'final', label: 'Final URL' },
              ]}
            />
          )}
        </Group>
        <DownloadLinksButton page={page} links={query} />
      </Group>
      <QueryView query={links} errorTitle="Could not load the links" loading={<Skeleton height={300} />}>
        {() =>
          rows.length === 0 ? (
            <EmptyState title={dir === 'from' ? 'No links on this page' : 'No links to this page'}>
              {dir === 'from'
                ? 'The crawler found no links of these kinds on the page.'
                : 'No audited page links to this page.'}
            </EmptyState>
          ) : (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {rows.length >= 1000
                  ? `Showing the first ${formatCount(rows.length)} links; download all of them as CSV.`
                  : `${formatCount(rows.length)} links`}
              </Text>
              <DataTable
                label={dir === 'from' ? 'Links on this page' : 'Links to this page'}
                data={rows}
                columns={dir === 'from' ? linksFromColumns : linksToColumns}
                getRowId={(row) => row.rowId}
                sorting={parseSortParam(params.get('sort'))}
                onSortingChange={(next) => setParams({ sort: formatSortParam(next) || null })}
                csvFileName={`page-${page.pageId}-links-${dir}-view.csv`}
              />
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}
