import { ActionIcon, Badge, Checkbox, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import {
  isAggregateColumn,
  type GridAggregateFunction,
  type GridColumnExpression,
} from '@/api/grid/query-schemas';
import { ShowMoreButton, useShowMore } from '@/components/list/ShowMore';
import { baseColumn, columnFunctions, columnLabel, type ColumnIndex } from '@/api/grid/model/columns';
import { aggregateName } from '@/api/grid/model/labels';
import { ColumnTypeIcon } from './ColumnTypeIcon';

/** Display formats offered for a timestamp column (the reference's format elements); '' keeps the timestamp. */
const timestampFormats = [
  { value: '', label: 'Date and time' },
  { value: 'YYYY-MM-DD HH24:00', label: 'Hour' },
  { value: 'YYYY-MM-DD', label: 'Day' },
  { value: 'YYYY "week" WY', label: 'Week' },
  { value: 'YYYY-MM', label: 'Month' },
  { value: 'YYYY"-Q"Q', label: 'Quarter' },
  { value: 'YYYY', label: 'Year' },
  { value: 'DY', label: 'Day of the week' },
];

interface SelectedColumnsProps {
  columns: readonly GridColumnExpression[];
  index: ColumnIndex;
  /** Whether the query groups rows (then a column that is not grouped is summarized). */
  grouped: boolean;
  onGroupBy: (at: number, on: boolean) => void;
  /** Replace the column at `at` (a new aggregate function or display format). */
  onReplace: (at: number, column: GridColumnExpression) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (at: number) => void;
}

/** The query's columns in order: group-by toggles, how each is summarized, date formats, move and remove. */
export function SelectedColumns({
  columns,
  index,
  grouped,
  onGroupBy,
  onReplace,
  onMove,
  onRemove,
}: SelectedColumnsProps) {
  const list = useShowMore(columns);
  return (
    <Stack gap={6}>
      <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Shown columns">
        {list.shown.map((column, at) => {
          const label = columnLabel(column, index);
          const schema = baseColumn(column, index);
          const aggregate = isAggregateColumn(column);
          const source = aggregate ? column.aggregatedColumn : column;
          const sourceRef = source && !isAggregateColumn(source) ? source : undefined;
          const functions = sourceRef ? columnFunctions(sourceRef, index) : [];
          const summarized = grouped && !aggregate && column.groupBy !== true;
          const aggregateOf = (fn: string): GridColumnExpression => ({
            aggregateFunction: fn as GridAggregateFunction,
            ...(sourceRef
              ? {
                  aggregatedColumn: {
                    columnId: sourceRef.columnId,
                    ...(sourceRef.format ? { format: sourceRef.format } : {}),
                  },
                }
              : {}),
          });
          return (
            <Paper component="li" key={`${at}-${label}`} withBorder p={6} radius="sm">
              <Group gap={6} wrap="nowrap" justify="space-between">
                <Group gap={6} wrap="nowrap" miw={0}>
                  <ColumnTypeIcon type={aggregate ? 'number' : (schema?.type ?? 'string')} />
                  <Text size="sm" truncate title={label}>
                    {label}
                  </Text>
                </Group>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={`Move ${label} up`}
                    disabled={at === 0}
                    onClick={() => onMove(at, at - 1)}
                  >
                    <IconArrowUp size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={`Move ${label} down`}
                    disabled={at === columns.length - 1}
                    onClick={() => onMove(at, at + 1)}
                  >
                    <IconArrowDown size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    color="red"
                    aria-label={`Remove ${label}`}
                    disabled={columns.length === 1}
                    onClick={() => onRemove(at)}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
              <Group gap="sm" mt={4} wrap="wrap" align="center">
                {!aggregate && schema?.canGroupBy && (
                  <Checkbox
                    size="xs"
                    label="Group by"
                    aria-label={`Group by ${label}`}
                    checked={column.groupBy === true}
                    onChange={(event) => onGroupBy(at, event.currentTarget.checked)}
                  />
                )}
                {!aggregate && schema?.type === 'timestamp' && (
                  <NativeSelect
                    size="xs"
                    aria-label={`Show ${schema.name} as`}
                    value={column.format ?? ''}
                    data={
                      timestampFormats.some((option) => option.value === (column.format ?? ''))
                        ? timestampFormats
                        : [...timestampFormats, { value: column.format ?? '', label: column.format ?? '' }]
                    }
                    onChange={(event) => {
                      const { format: _format, ...rest } = column;
                      const format = event.currentTarget.value;
                      onReplace(at, format ? { ...rest, format } : rest);
                    }}
                  />
                )}
                {aggregate && sourceRef && functions.length > 0 && (
                  <NativeSelect
                    size="xs"
                    aria-label={`Aggregate function of ${label}`}
                    value={column.aggregateFunction ?? ''}
                    data={functions.map((fn) => ({ value: fn, label: aggregateName(fn) }))}
                    onChange={(event) => onReplace(at, aggregateOf(event.currentTarget.value))}
                  />
                )}
                {summarized &&
                  (functions.length > 0 ? (
                    <Group gap={6} wrap="nowrap">
                      <Text size="xs" c="dimmed" aria-hidden>
                        Summarized as
                      </Text>
                      <NativeSelect
                        size="xs"
                        aria-label={`Summarize ${label} as`}
                        value={functions[0]}
                        data={functions.map((fn) => ({ value: fn, label: aggregateName(fn) }))}
                        onChange={(event) => onReplace(at, aggregateOf(event.currentTarget.value))}
                      />
                    </Group>
                  ) : (
                    <Badge size="xs" color="orange" variant="light">
                      Group by it or remove it
                    </Badge>
                  ))}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <ShowMoreButton list={list} total={columns.length} noun="columns" />
    </Stack>
  );
}
