import { Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Census, UrlPatternResult, UrlSegment } from '@/api/site-censuses/schemas';
import { DataTable, type ColumnSpec } from '@/components/data-table';
import { QueryView } from '@/components/feedback/QueryView';
import { useSearchParamState } from '@/components/url-state/useSearchParam';
import { formatDateTime } from '@/lib/format';
import type { ItemViewProps } from '../types';
import { censusQuery } from './queries';
import { UrlPreview } from './UrlPreview';
import { UrlViewSwitch } from './UrlViewSwitch';

/** How a dynamic segment reads in a pattern. */
const dynamicWords: Record<string, string> = {
  NUMBER: '‹number›',
  DATETIME: '‹date›',
  ALPHA: '‹name›',
  ALPHA_NUMERIC: '‹id›',
};

/** A pattern for people: `/blog/‹date›/‹number›/‹name›`. */
export function readablePattern(segments: UrlSegment[]): string {
  return `/${segments
    .map((segment) =>
      segment.segmentType === 'DYNAMIC'
        ? (dynamicWords[segment.dynamicSegmentType ?? ''] ?? '‹any›')
        : (segment.staticSegmentValue ?? ''),
    )
    .join('/')}`;
}

const count = (id: keyof UrlPatternResult & string, header: string): ColumnSpec<UrlPatternResult> => ({
  id,
  header,
  width: 110,
  align: 'right',
  accessor: (row) => row[id] as number,
});

const columns: ColumnSpec<UrlPatternResult>[] = [
  { id: 'host', header: 'Host', width: 220, mono: true, accessor: (row) => row.urlPattern.fqdn },
  {
    id: 'pattern',
    header: 'URL pattern',
    width: 340,
    mono: true,
    hideable: false,
    accessor: (row) => readablePattern(row.urlPattern.urlSegments),
  },
  count('totalUrls', 'URLs'),
  count('visitedUrls', 'Visited'),
  count('urlsToVisit', 'To visit'),
  count('brokenUrls', 'Broken'),
  {
    id: 'latestFound',
    header: 'Last found',
    width: 170,
    accessor: (row) => row.latestFound,
    cell: (row) => formatDateTime(row.latestFound),
  },
];

/** Patterns asked for per page (the reference's largest page). */
const PAGE_SIZE = '1000';

/**
 * "Results": the URLs found so far grouped into patterns (included, or excluded: external and
 * ignored), live while the census runs; choosing a pattern previews its URLs.
 */
export function CensusResults({ item }: ItemViewProps<Census>) {
  const [params, setParams] = useSearchParamState();
  const search = params.get('pattern') ?? '';
  const excluded = params.get('view') === 'excluded';
  const results = useQuery(
    censusQuery('currentResults', item.id, {
      pageSize: PAGE_SIZE,
      sortBy: 'TOTAL_URLS',
      sortDesc: 'true',
      ...(search.trim() ? { searchPattern: search.trim() } : {}),
      ...(excluded ? { returnExcludedOnly: 'true' } : {}),
    }),
  );
  const chosenKey = params.get('preview');
  const rows = results.data?.paginatedUrlPatternResults;
  const chosen = useMemo(() => {
    const row = rows?.find((candidate) => patternKey(candidate) === chosenKey);
    return row
      ? { fqdn: row.urlPattern.fqdn, renderedPathPattern: row.urlPattern.renderedPathPattern }
      : undefined;
  }, [rows, chosenKey]);
  const hosts = [
    ...new Set([
      ...item.startingUrls.flatMap(hostOf),
      ...(excluded ? [] : (rows ?? []).map((row) => row.urlPattern.fqdn)),
    ]),
  ];
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search patterns"
          leftSection={<IconSearch size={14} aria-hidden />}
          value={search}
          onChange={(event) => setParams({ pattern: event.currentTarget.value })}
          w={280}
        />
        <UrlViewSwitch
          excluded={excluded}
          onChange={(next) => setParams({ view: next ? 'excluded' : null, preview: null })}
        />
      </Group>
      <QueryView query={results} loading={<Skeleton height={320} />} errorTitle="Could not load the results">
        {(data) => (
          <Stack gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {data.metadata.pagination.totalCount} patterns
              {data.metadata.pagination.totalPageCount > 1 ? `, the ${PAGE_SIZE} largest shown` : ''}. Choose
              one to preview its URLs.
            </Text>
            <DataTable
              label="URL patterns"
              data={data.paginatedUrlPatternResults}
              columns={columns}
              getRowId={patternKey}
              onRowActivate={(row) => setParams({ preview: patternKey(row) })}
              empty={item.currentScanStartedAt ? 'No URL found here yet' : 'Start the census to find URLs'}
              csvFileName={`census-${item.id}-patterns.csv`}
              maxHeight="50vh"
            />
          </Stack>
        )}
      </QueryView>
      <UrlPreview key={chosen ? chosenKey : 'free'} censusId={item.id} hosts={hosts} chosen={chosen} />
    </Stack>
  );
}

/** A pattern's id in the table and the URL: its host and rendered path. */
const patternKey = (row: UrlPatternResult) => `${row.urlPattern.fqdn}${row.urlPattern.renderedPathPattern}`;

function hostOf(url: string): string[] {
  try {
    return [new URL(url).hostname];
  } catch {
    return [];
  }
}
