import { Badge, Group, Stack, Text } from '@mantine/core';
import { TextChip } from '@/components/text/TextChip';
import { gridEntityTypeNames, toGridEntityPathType } from '@/api/grid/query-schemas';
import type { SavedReport, SavedReportSortColumn } from '@/api/grid/schemas';
import type { ColumnSpec } from '@/components/data-table';
import { formatCount, formatDateTime, formatRelative } from '@/lib/format';
import { DeleteReportButton } from './DeleteReportButton';
import { FavoriteButton } from './FavoriteButton';

/** One saved report with its owner's name and its label names. */
export interface SavedReportRow {
  report: SavedReport;
  owner: string;
  labels: string[];
}

/** A grid entity type in words (unknown values as sent). */
export function entityTypeLabel(type: string): string {
  const pathType = toGridEntityPathType(type);
  return pathType ? gridEntityTypeNames[pathType] : type;
}

/** Visibility in words (unknown values as sent). */
function visibilityLabel(visibility: string): string {
  return visibility === 'private' ? 'Private' : visibility === 'public' ? 'Public' : visibility;
}

/** Library column id → the server's sort column (the other columns do not sort). */
export const savedReportSortIds: Record<string, SavedReportSortColumn> = {
  name: 'name',
  type: 'type',
  visibility: 'visibility',
  owner: 'creator',
  lastViewed: 'lastViewed',
};

/** Columns of the saved report library; the server sorts (see {@link savedReportSortIds}). */
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
  {
    id: 'favorite',
    header: 'Favorite',
    width: 90,
    align: 'center',
    sortable: false,
    accessor: (row) => row.report.isFavorite,
    cell: (row) => <FavoriteButton report={row.report} />,
  },
  { id: 'type', header: 'Data', width: 170, accessor: (row) => entityTypeLabel(row.report.gridEntityType) },
  {
    id: 'labels',
    header: 'Labels',
    width: 200,
    sortable: false,
    accessor: (row) => row.labels.join(', '),
    cell: (row) =>
      row.labels.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <Group gap={4} wrap="nowrap">
          {row.labels.map((label) => (
            <TextChip key={label} size="sm" radius="sm" variant="outline" color="gray" text={label} />
          ))}
        </Group>
      ),
  },
  {
    id: 'visibility',
    header: 'Visibility',
    width: 110,
    accessor: (row) => visibilityLabel(row.report.visibility),
    cell: (row) => (
      <Badge
        size="sm"
        radius="sm"
        variant="light"
        color={row.report.visibility === 'private' ? 'gray' : 'blue'}
      >
        {visibilityLabel(row.report.visibility)}
      </Badge>
    ),
  },
  { id: 'owner', header: 'Owner', width: 170, accessor: (row) => row.owner },
  {
    id: 'scheduledExports',
    header: 'Scheduled exports',
    width: 150,
    align: 'right',
    sortable: false,
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
  {
    id: 'actions',
    header: 'Actions',
    width: 90,
    align: 'center',
    sortable: false,
    hideable: false,
    accessor: () => null,
    cell: (row) => (row.report.isEditable ? <DeleteReportButton report={row.report} compact /> : null),
  },
];
