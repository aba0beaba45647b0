import { Badge, Group } from '@mantine/core';
import type { CensusRow } from '@/api/resources/site-censuses';
import { filterPatternTypes } from '@/api/site-censuses/schemas';
import { formatDateTime } from '@/lib/format';
import { ResourceName } from '../components/ResourceName';
import { CensusFinder } from '../site-censuses/CensusFinder';
import { CensusFolders } from '../site-censuses/CensusFolders';
import { CensusResults } from '../site-censuses/CensusResults';
import { ScanControl } from '../site-censuses/ScanControl';
import { CensusStatusBadge, censusStatus } from '../site-censuses/status';
import { POLL_MS } from '../site-censuses/queries';
import { defineScreen } from '../types';

const statusOf = (row: CensusRow) => censusStatus(row, row.censusConfig.currentScanStartedAt);

const count = (
  id: 'uniqueUrls' | 'visitedUrls' | 'urlsToVisit' | 'ignoredUrls' | 'brokenUrls',
  header: string,
) => ({ id, header, width: 110, align: 'right' as const, accessor: (row: CensusRow) => row[id] });

/** Site censuses: crawls that find every URL of a site, grouped into URL patterns and folders. */
export const siteCensusesScreen = defineScreen('site-censuses', {
  group: 'Audit configuration',
  label: 'Site censuses',
  singular: 'site census',
  description:
    'Crawl a site from its starting URLs to find every page, grouped into URL patterns and folders.',
  columns: [
    { id: 'name', header: 'Name', width: 280, hideable: false, accessor: (row) => row.name },
    {
      id: 'status',
      header: 'Status',
      width: 130,
      accessor: statusOf,
      cell: (row) => <CensusStatusBadge status={statusOf(row)} />,
    },
    count('uniqueUrls', 'Unique URLs'),
    count('visitedUrls', 'Visited'),
    count('urlsToVisit', 'To visit'),
    count('ignoredUrls', 'Ignored'),
    count('brokenUrls', 'Broken'),
    {
      id: 'scanned',
      header: 'Last scan',
      width: 170,
      accessor: (row) => row.censusConfig.currentScanStartedAt ?? undefined,
      cell: (row) => formatDateTime(row.censusConfig.currentScanStartedAt),
    },
    {
      id: 'startingUrls',
      header: 'Starting URLs',
      width: 260,
      mono: true,
      defaultHidden: true,
      accessor: (row) => row.censusConfig.startingUrls.join(' '),
    },
  ],
  poll: (rows) => (rows.some((row) => row.isRunning) ? POLL_MS : false),
  listExtra: CensusFinder,
  facts: (item) => [
    ['Scan', <ScanControl key="scan" census={item} />],
    [
      'Starting URLs',
      <Group key="urls" gap={4}>
        {item.startingUrls.map((url) => (
          <Badge key={url} variant="outline" tt="none" ff="monospace">
            {url}
          </Badge>
        ))}
      </Group>,
    ],
    ['Owner', <ResourceName key="owner" resource="users" id={item.ownerId} />],
    ['Scan started', formatDateTime(item.currentScanStartedAt)],
    ['Scan stopped', formatDateTime(item.lastScanStoppedAt)],
    ...(item.isArchived
      ? [
          ['Archived', 'Archived censuses cannot be edited or restarted; they can be deleted.'] as [
            string,
            string,
          ],
        ]
      : []),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    {
      name: 'startingUrls',
      label: 'Starting URLs',
      kind: 'email-list',
      required: true,
      mono: true,
      description:
        'Where the crawl starts (http or https); URLs under the same main domain are included. Press Enter after each.',
    },
    {
      name: 'autoPauseAfter',
      label: 'Pause after (minutes)',
      kind: 'number',
      required: true,
      description: 'The longest a scan session runs before it pauses itself (at most 10,080: a week)',
    },
    {
      name: 'notificationEmails',
      label: 'Notify',
      kind: 'email-list',
      description: 'Told when the census pauses itself or runs out of URLs; press Enter after each',
    },
    {
      name: 'filterPatterns',
      label: 'Filter patterns',
      kind: 'rows',
      description:
        'Glob patterns over one host’s paths (* within a segment, ** any depth): visit matches first, or never.',
      fields: [
        { name: 'fqdn', label: 'Host', kind: 'text', mono: true, placeholder: 'www.example.com' },
        { name: 'pathPattern', label: 'Path pattern', kind: 'text', mono: true, placeholder: '/products/**' },
        {
          name: 'type',
          label: 'Type',
          kind: 'select',
          options: filterPatternTypes.map((value) => ({
            value,
            label: value === 'PRIORITY' ? 'Visit first' : 'Ignore',
          })),
        },
      ],
    },
  ],
  newValues: { autoPauseAfter: 60, startingUrls: [], notificationEmails: [], filterPatterns: [] },
  tabs: [
    { id: 'results', label: 'Results', component: CensusResults },
    { id: 'folders', label: 'URL folders', component: CensusFolders },
  ],
});
