import { Button, Group, Menu, Text } from '@mantine/core';
import { IconSum } from '@tabler/icons-react';
import type { GridCell } from '@/api/grid/query-schemas';
import { formatCell, type CellFormat } from '@/api/grid/model/cell-format';
import { aggregateName } from '@/api/grid/model/labels';

interface TotalCellProps {
  /** The column's header, for the button's accessible name. */
  label: string;
  /** Aggregate functions the column's total can use. */
  functions: readonly string[];
  /** The chosen function, if the column has a total. */
  fn: string | undefined;
  /** The total the server computed (absent while it loads). */
  value: GridCell | undefined;
  /** How to show the total. */
  format: CellFormat;
  onChange: (fn: string | null) => void;
}

/** One cell of the totals row: the total's value and a menu to pick (or remove) its aggregate function. */
export function TotalCell({ label, functions, fn, value, format, onChange }: TotalCellProps) {
  if (functions.length === 0) return null;
  const text = fn ? formatCell(value ?? null, format) : '';
  return (
    <Group gap={4} wrap="nowrap" justify="space-between">
      <Menu position="top-start" withinPortal shadow="md">
        <Menu.Target>
          <Button
            size="compact-xs"
            variant={fn ? 'light' : 'subtle'}
            color={fn ? undefined : 'gray'}
            leftSection={<IconSum size={12} aria-hidden />}
            aria-label={fn ? `Total of ${label}: ${aggregateName(fn)}. Change` : `Add a total to ${label}`}
          >
            {fn ? aggregateName(fn) : 'Total'}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Total of {label}</Menu.Label>
          {functions.map((candidate) => (
            <Menu.Item
              key={candidate}
              onClick={() => onChange(candidate)}
              aria-current={candidate === fn || undefined}
            >
              {aggregateName(candidate)}
            </Menu.Item>
          ))}
          {fn && (
            <>
              <Menu.Divider />
              <Menu.Item color="red" onClick={() => onChange(null)}>
                No total
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {fn && (
        <Text size="sm" fw={600} truncate title={text} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value === undefined ? '…' : text || '–'}
        </Text>
      )}
    </Group>
  );
}
