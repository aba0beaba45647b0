import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { GridAggregateColumn, GridAggregateFunction, GridSchemaColumn } from '@/api/grid/query-schemas';
import { aggregateName } from '@/api/grid/model/labels';
import { compareNames } from '@/lib/compare';

/** The "column" that counts rows: `count_rows` needs no column. */
const ALL_ROWS = '';

interface AggregateAdderProps {
  columns: readonly GridSchemaColumn[];
  onAdd: (column: GridAggregateColumn) => void;
}

/** Add an aggregate column: a column (or all rows) and one of the functions the schema allows for it. */
export function AggregateAdder({ columns, onAdd }: AggregateAdderProps) {
  const aggregatable = columns
    .filter((column) => column.supportedAggregateFunctions.some((fn) => fn !== 'count_rows'))
    .sort((a, b) => compareNames(a.name, b.name));
  const [columnId, setColumnId] = useState(ALL_ROWS);
  const chosen = aggregatable.find((column) => column.columnId === columnId);
  const functions = chosen
    ? chosen.supportedAggregateFunctions.filter((fn) => fn !== 'count_rows')
    : ['count_rows'];
  const [fn, setFn] = useState<string>('count_rows');
  const effective = functions.includes(fn) ? fn : (functions[0] ?? 'count_rows');

  const add = () => {
    const aggregateFunction = effective as GridAggregateFunction;
    onAdd(
      chosen ? { aggregateFunction, aggregatedColumn: { columnId: chosen.columnId } } : { aggregateFunction },
    );
  };

  return (
    <Stack gap={6}>
      <Group gap={6} grow wrap="nowrap" align="flex-end">
        <NativeSelect
          size="xs"
          label="Aggregate"
          value={columnId}
          onChange={(event) => setColumnId(event.currentTarget.value)}
          data={[
            { value: ALL_ROWS, label: 'All rows' },
            ...aggregatable.map((column) => ({ value: column.columnId, label: column.name })),
          ]}
        />
        <NativeSelect
          size="xs"
          label="Function"
          value={effective}
          onChange={(event) => setFn(event.currentTarget.value)}
          data={functions.map((value) => ({ value, label: aggregateName(value) }))}
        />
      </Group>
      <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={add}>
        Add aggregate column
      </Button>
    </Stack>
  );
}
