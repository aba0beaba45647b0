import { Text } from '@mantine/core';
import { auditQueries } from '@/api/audits/queries';
import { webJourneyQueries } from '@/api/web-journeys/queries';
import type { WebJourneyV2 } from '@/api/web-journeys/schemas';
import type { ColumnSpec } from '@/components/data-table';
import { auditLibraryColumns } from '@/components/audits/audit-columns';
import { toLibraryRow } from '@/components/audits/library-row';
import { frequencyLabel } from '@/components/journeys/frequency';
import { formatCount, formatDateTime, formatRelative } from '@/lib/format';
import { subFolderListTab } from './SubFolderList';
import { paths } from '@/lib/routes';

/** The V2 journey statuses (WebJourney.status) in words. */
const journeyStatusLabels: Record<string, string> = {
  Ok: 'Passed',
  Failed: 'Failed',
  NotChecked: 'Not run yet',
  RulesFailed: 'Rules failed',
  ActionFailed: 'Action failed',
  PageFailed: 'Page failed',
  DataCollectionFailure: 'Data collection failed',
};

/** A journey's latest outcome in words (running first; an unknown status as sent). */
function journeyStatusLabel(journey: WebJourneyV2): string {
  if (journey.webJourneyRunning) return 'Running';
  if (journey.queued) return 'Queued';
  return journey.status ? (journeyStatusLabels[journey.status] ?? journey.status) : '–';
}

const relativeCell = (value: string | undefined, none: string) => (
  <Text size="sm" title={formatDateTime(value)}>
    {value ? formatRelative(value) : none}
  </Text>
);

/** Columns of a sub-folder's web journeys (the V2 journey shape). */
const journeyColumns: ColumnSpec<WebJourneyV2>[] = [
  { id: 'name', header: 'Journey', width: 320, hideable: false, accessor: (row) => row.name },
  { id: 'status', header: 'Last result', width: 150, accessor: journeyStatusLabel },
  {
    id: 'actions',
    header: 'Actions',
    width: 90,
    align: 'right',
    accessor: (row) => row.actions.length,
    cell: (row) => formatCount(row.actions.length),
  },
  {
    id: 'frequency',
    header: 'Frequency',
    width: 150,
    accessor: (row) => frequencyLabel(row.options.frequency),
  },
  {
    id: 'lastCheck',
    header: 'Last run',
    width: 160,
    accessor: (row) => row.lastCheck ?? '',
    cell: (row) => relativeCell(row.lastCheck, 'Never'),
  },
  {
    id: 'nextCheck',
    header: 'Next run',
    width: 160,
    accessor: (row) => row.nextCheck ?? '',
    cell: (row) => relativeCell(row.nextCheck, 'Not scheduled'),
  },
];

/** The sub-folder page's tabs: its audits and its web journeys, each row opening its own page. */
export const subFolderTabs = [
  subFolderListTab({
    id: 'audits',
    label: 'Audits',
    noun: 'audit',
    query: (domainId) => auditQueries.ofDomain(domainId),
    rows: (audits) => audits.map(toLibraryRow),
    columns: auditLibraryColumns,
    rowId: (row) => String(row.audit.id),
    rowHref: (row) => paths.audit({ auditId: row.audit.id }),
  }),
  subFolderListTab({
    id: 'web-journeys',
    label: 'Web journeys',
    noun: 'web journey',
    query: (domainId) => webJourneyQueries.ofDomainV2(domainId),
    rows: (journeys) => journeys,
    columns: journeyColumns,
    rowId: (row) => String(row.id),
    rowHref: (row) => paths.webJourney({ webJourneyId: row.id }),
  }),
];
