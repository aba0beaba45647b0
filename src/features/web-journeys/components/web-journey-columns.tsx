import { Stack, Text } from '@mantine/core';
import type { Domain } from '@/api/domains/schemas';
import type { WebJourney } from '@/api/web-journeys/schemas';
import type { ColumnSpec } from '@/components/data-table';
import { frequencyLabel } from '@/components/journeys/frequency';
import { formatDate, formatDateTime, formatRelative } from '@/lib/format';

/** One journey with the sub-folder it belongs to. */
export interface WebJourneyRow {
  journey: WebJourney;
  subFolder: Domain | undefined;
}

/** The sub-folder's name, or its id when the sub-folder is unknown. */
export function subFolderName(row: WebJourneyRow): string {
  return row.subFolder?.name ?? `Sub-folder ${row.journey.domainId}`;
}

/** Columns of the web journey list. */
export const webJourneyColumns: ColumnSpec<WebJourneyRow>[] = [
  {
    id: 'name',
    header: 'Journey',
    width: 360,
    hideable: false,
    accessor: (row) => row.journey.name,
    cell: (row) => (
      <Stack gap={0}>
        <Text size="sm" fw={500} truncate>
          {row.journey.name}
        </Text>
        {row.journey.notes && (
          <Text size="xs" c="dimmed" truncate>
            {row.journey.notes}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    id: 'subFolder',
    header: 'Sub-folder',
    width: 200,
    accessor: subFolderName,
    cell: (row) => (
      <Stack gap={0}>
        <Text size="sm" truncate>
          {subFolderName(row)}
        </Text>
        {row.subFolder && (
          <Text size="xs" c="dimmed" ff="monospace" truncate>
            {row.subFolder.domain}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    id: 'frequency',
    header: 'Frequency',
    width: 150,
    accessor: (row) => frequencyLabel(row.journey.frequency ?? undefined),
  },
  {
    id: 'location',
    header: 'Location',
    width: 130,
    mono: true,
    accessor: (row) => row.journey.location ?? '',
  },
  {
    id: 'nextCheck',
    header: 'Next check',
    width: 180,
    accessor: (row) => row.journey.nextCheck ?? '',
    cell: (row) => (
      <Text size="sm" title={formatDateTime(row.journey.nextCheck)}>
        {row.journey.nextCheck ? formatRelative(row.journey.nextCheck) : 'Not scheduled'}
      </Text>
    ),
  },
  {
    id: 'created',
    header: 'Created',
    width: 140,
    accessor: (row) => row.journey.createdAt ?? '',
    cell: (row) => formatDate(row.journey.createdAt),
  },
  {
    id: 'device',
    header: 'Browser',
    width: 200,
    defaultHidden: true,
    accessor: (row) => row.journey.userAgentDescription ?? '',
  },
];
