import { Badge, Text } from '@mantine/core';
import type { ConsoleMessage } from '@/api/pages/network-schemas';
import type { ColumnSpec } from '@/components/data-table';
import { formatCount, formatMs } from '@/lib/format';
import { SafeUrl } from '@/components/text/SafeUrl';

/** Each console level: its name in words (singular and plural) and colour. */
export const levelStyles: Record<string, { one: string; many: string; color: string }> = {
  error: { one: 'Error', many: 'Errors', color: 'red' },
  warn: { one: 'Warning', many: 'Warnings', color: 'yellow' },
  info: { one: 'Info', many: 'Info', color: 'blue' },
  debug: { one: 'Debug', many: 'Debug', color: 'gray' },
  other: { one: 'Other', many: 'Other', color: 'gray' },
};

/** A console level as a badge with its name. */
export function LevelBadge({ level }: { level: string }) {
  const style = levelStyles[level] ?? { one: level, color: 'gray' };
  return (
    <Badge color={style.color} variant="light" radius="sm" tt="none">
      {style.one}
    </Badge>
  );
}

/** Columns of console messages; ids are the API's sort columns. `visitStart` turns times into offsets. */
export function consoleColumns(visitStart: number | undefined): ColumnSpec<ConsoleMessage>[] {
  return [
    {
      id: 'timestamp',
      header: 'Time',
      width: 110,
      align: 'right',
      accessor: (row) => row.timestamp,
      cell: (row) =>
        visitStart === undefined ? formatCount(row.timestamp) : `+${formatMs(row.timestamp - visitStart)}`,
    },
    {
      id: 'level',
      header: 'Level',
      width: 110,
      accessor: (row) => levelStyles[row.level]?.one ?? row.level,
      cell: (row) => <LevelBadge level={row.level} />,
    },
    {
      id: 'message',
      header: 'Message',
      width: 460,
      hideable: false,
      accessor: (row) => row.message,
      cell: (row) => (
        <Text size="sm" truncate title={row.message}>
          {row.message}
        </Text>
      ),
    },
    {
      id: 'source',
      header: 'Source',
      width: 300,
      mono: true,
      accessor: (row) => row.source,
      cell: (row) => <SafeUrl url={row.source} size="xs" />,
    },
    {
      id: 'count',
      header: 'Count',
      width: 80,
      align: 'right',
      accessor: (row) => row.count,
      cell: (row) => formatCount(row.count),
    },
    {
      id: 'related_tag',
      header: 'Related tag',
      width: 170,
      accessor: (row) => row.relatedTag?.tagName ?? '–',
    },
  ];
}
