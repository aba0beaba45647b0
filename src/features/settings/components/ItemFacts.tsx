import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ColumnSpec } from '@/components/data-table';

/** Read-only facts of one item as a two-column table: the screen's own facts, or its columns. */
export function ItemFacts({
  item,
  facts,
  columns,
  label,
}: {
  item: unknown;
  facts?: (item: never) => Array<[string, ReactNode]>;
  columns: ColumnSpec<unknown>[];
  label: string;
}) {
  const rows: Array<[string, ReactNode]> = facts
    ? facts(item as never)
    : columns.map((column) => [
        column.header,
        column.cell ? column.cell(item) : String(column.accessor(item) ?? '–'),
      ]);
  return (
    <Table aria-label={label} variant="vertical" withTableBorder maw={900}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th w={220}>{name}</Table.Th>
            <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
