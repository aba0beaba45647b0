import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ScheduledExport } from '@/api/scheduled-exports/schemas';
import { actionColumn, type ColumnSpec } from '@/components/data-table';
import { formatRelative, toDate } from '@/lib/format';
import { formatInZone } from '@/lib/format-zone';
import { isTimeZone, zoneAbbreviation } from '@/lib/schedule';
import { DeleteScheduleButton, PauseButton } from './ScheduleActions';
import { paths } from '@/lib/routes';

/** "Mon 30 Nov 2026, 09:00 EST" in the schedule's zone (in UTC when the zone is unknown here). */
export function nextRunText(item: ScheduledExport): string {
  const next = item.schedule.nextExportAt;
  if (!next) return '';
  const at = toDate(next);
  if (!at) return next;
  const zone = isTimeZone(item.schedule.tzId) ? item.schedule.tzId : 'UTC';
  return `${formatInZone(at, zone)} ${zoneAbbreviation(zone, at)}`;
}

/** Text that wraps in its cell instead of being cut (the schedule in words, a time with its zone). */
const WrappedText = ({ children }: { children: string }) => (
  <Text size="sm" style={{ whiteSpace: 'normal' }}>
    {children}
  </Text>
);

const formatNames: Record<string, string> = { csv: 'CSV', tsv: 'TSV', xlsx: 'XLSX', parquet: 'Parquet' };

/** Columns of the scheduled export list. */
export const scheduledExportColumns: ColumnSpec<ScheduledExport>[] = [
  {
    id: 'name',
    header: 'Name',
    width: 230,
    hideable: false,
    accessor: (item) => item.name,
    cell: (item) => (
      <Group gap="xs" wrap="nowrap">
        <Anchor component={Link} to={paths.exports.scheduled({ id: item.id })} size="sm" fw={500} truncate>
          {item.name}
        </Anchor>
        {item.schedule.isPaused && (
          <Badge size="sm" color="yellow" variant="light" style={{ flex: 'none' }}>
            Paused
          </Badge>
        )}
      </Group>
    ),
  },
  {
    id: 'report',
    header: 'Saved report',
    width: 170,
    accessor: (item) => item.exportedItemName,
    cell: (item) => (
      <Anchor component={Link} to={paths.grid.saved({ id: item.exportedItemId })} size="sm" truncate>
        {item.exportedItemName}
      </Anchor>
    ),
  },
  {
    id: 'format',
    header: 'Format',
    width: 100,
    accessor: (item) => formatNames[item.exportFileFormat] ?? item.exportFileFormat,
  },
  {
    id: 'rule',
    header: 'Schedule',
    width: 240,
    accessor: (item) => item.schedule.description,
    cell: (item) => <WrappedText>{item.schedule.description}</WrappedText>,
  },
  {
    id: 'next',
    header: 'Next export',
    width: 180,
    accessor: (item) => (item.schedule.isPaused ? '' : (item.schedule.nextExportAt ?? '')),
    cell: (item) =>
      item.schedule.isPaused ? (
        <Text size="sm" c="dimmed">
          Paused
        </Text>
      ) : item.schedule.nextExportAt ? (
        <Stack gap={0}>
          <WrappedText>{nextRunText(item)}</WrappedText>
          <Text size="xs" c="dimmed">
            {formatRelative(item.schedule.nextExportAt)}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          None: the rule has ended
        </Text>
      ),
  },
  {
    id: 'recipients',
    header: 'Recipients',
    width: 220,
    defaultHidden: true,
    accessor: (item) => (item.emails ?? []).join(', '),
  },
  {
    id: 'owner',
    header: 'Owner',
    width: 140,
    defaultHidden: true,
    accessor: (item) => item.owner?.userName ?? '',
  },
  actionColumn({
    id: 'actions',
    header: 'Actions',
    width: 210,
    cell: (item) => (
      <Group gap={6} wrap="wrap">
        <PauseButton item={item} />
        <DeleteScheduleButton item={item} compact />
      </Group>
    ),
  }),
];
