import { Badge, Stack, Text } from '@mantine/core';
import type { GridEntityType, SavedReport } from '@/api/grid/schemas';
import type { ColumnSpec } from '@/components/data-table';
import { formatCount, formatDateTime, formatRelative } from '@/lib/format';

/** One saved report with its owner's name. */
export interface SavedReportRow {
  report: SavedReport;
  owner: string;
}

const entityLabels: Record<GridEntityType, string> = {
  web_audit_runs: 'Audit runs',
  web_journey_runs: 'Web journey runs',
  pages: 'Pages',
  cookies: 'Cookies',
  tags: 'Tags',
  tag_variables: 'Tag variables',
  links: 'Links',
  accessibility_issues: 'Accessibility issues',
  network_requests: 'Network requests',
  browser_logs: 'Browser logs',
  rules: 'Rules',
};

/** A grid entity type in words (unknown values as sent). */
export function entityTypeLabel(type: string): string {
  return entityLabels[type as GridEntityType] ?? type;
}

/** Columns of the saved report library. */
export const savedReportColumns: ColumnSpec<SavedReportRow>[] = [
  {
    id: 'name',
    header: 'Report',
    width: 340,
    hideable: false,
    accessor: (row) => row.report.name,
    cell: (row) => (
      <Stack gap={0}>
        <Text size="sm" fw={500} truncate>
          {row.report.name}
        </Text>
        {row.report.description && (
          <Text size="xs" c="dimmed" truncate>
            {row.report.description}
          </Text>
        )}
      </Stack>
    ),
  },
  { id: 'type', header: 'Data', width: 170, accessor: (row) => entityTypeLabel(row.report.gridEntityType) },
  {
    id: 'visibility',
    header: 'Visibility',
    width: 110,
    accessor: (row) =>
      row.report.visibility === 'private'
        ? 'Private'
        : row.report.visibility === 'public'
          ? 'Public'
          : row.report.visibility,
    cell: (row) => (
      <Badge
        size="sm"
        radius="sm"
        variant="light"
        color={row.report.visibility === 'private' ? 'gray' : 'blue'}
      >
        {row.report.visibility === 'private'
          ? 'Private'
          : row.report.visibility === 'public'
            ? 'Public'
            : row.report.visibility}
      </Badge>
    ),
  },
  {
    id: 'favorite',
    header: 'Favorite',
    width: 120,
    accessor: (row) => row.report.isFavorite,
    cell: (row) =>
      row.report.isFavorite ? (
        <Text size="sm" c="var(--mantine-color-yellow-light-color)" fw={500}>
          <span aria-hidden>★ </span>Favorite
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          No
        </Text>
      ),
  },
  { id: 'owner', header: 'Owner', width: 170, accessor: (row) => row.owner },
  {
    id: 'scheduledExports',
    header: 'Scheduled exports',
    width: 150,
    align: 'right',
    accessor: (row) => row.report.scheduledExportCount,
    cell: (row) => formatCount(row.report.scheduledExportCount),
  },
  {
    id: 'lastViewed',
    header: 'Last viewed',
    width: 160,
    accessor: (row) => row.report.myLastViewed,
    cell: (row) => (
      <Text size="sm" title={formatDateTime(row.report.myLastViewed)}>
        {formatRelative(row.report.myLastViewed)}
      </Text>
    ),
  },
];
