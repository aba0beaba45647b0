import { Group, Text } from '@mantine/core';
import { TextChip } from '@/components/text/TextChip';
import type { Folder } from '@/api/folders/schemas';
import type { ManualJourney } from '@/api/manual-journeys/schemas';
import type { ColumnSpec } from '@/components/data-table';
import { formatCount, formatDate, formatDateTime, formatRelative } from '@/lib/format';

/** One manual journey with its folder. */
export interface ManualJourneyRow {
  journey: ManualJourney;
  folder: Folder | undefined;
}

/** The folder's name, or its id when the folder is unknown. */
export function folderName(row: ManualJourneyRow): string {
  return row.folder?.name ?? `Folder ${row.journey.folderId}`;
}

/** "iOS 18.5", or "Browser (HAR files)" for a journey or run without a device. */
export function deviceLabel(journey: Pick<ManualJourney, 'osOfDevice' | 'versionOfOs'>): string {
  return [journey.osOfDevice, journey.versionOfOs].filter(Boolean).join(' ') || 'Browser (HAR files)';
}

/** Columns of the manual journey list. */
export const manualJourneyColumns: ColumnSpec<ManualJourneyRow>[] = [
  {
    id: 'name',
    header: 'Journey',
    width: 320,
    hideable: false,
    accessor: (row) => row.journey.name,
    cell: (row) => (
      <Text size="sm" fw={500} truncate>
        {row.journey.name}
      </Text>
    ),
  },
  { id: 'folder', header: 'Folder', width: 170, accessor: folderName },
  {
    id: 'labels',
    header: 'Labels',
    width: 220,
    sortable: false,
    accessor: (row) => (row.journey.labels ?? []).map((label) => label.name).join(', '),
    cell: (row) =>
      (row.journey.labels ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          –
        </Text>
      ) : (
        <Group gap={4} wrap="nowrap">
          {(row.journey.labels ?? []).map((label) => (
            <TextChip key={label.id} size="xs" variant="outline" color="gray" text={label.name} />
          ))}
        </Group>
      ),
  },
  { id: 'device', header: 'Device OS', width: 130, accessor: (row) => deviceLabel(row.journey) },
  {
    id: 'emails',
    header: 'Emails',
    width: 90,
    align: 'right',
    accessor: (row) => row.journey.emails.length,
    cell: (row) => (
      <Text size="sm" title={row.journey.emails.join(', ') || undefined}>
        {formatCount(row.journey.emails.length)}
      </Text>
    ),
  },
  {
    id: 'created',
    header: 'Created',
    width: 140,
    accessor: (row) => row.journey.createdAt,
    cell: (row) => formatDate(row.journey.createdAt),
  },
  {
    id: 'updated',
    header: 'Updated',
    width: 150,
    accessor: (row) => row.journey.updatedAt,
    cell: (row) => (
      <Text size="sm" title={formatDateTime(row.journey.updatedAt)}>
        {formatRelative(row.journey.updatedAt)}
      </Text>
    ),
  },
];
