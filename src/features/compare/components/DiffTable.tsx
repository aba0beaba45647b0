import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable, type ColumnSpec, type SortRule } from '@/components/data-table';
import { usePrintPhase } from '@/components/print/print-store';
import untrusted from '@/components/text/untrusted-text.module.css';
import type { CompareDimension } from '@/api/compare/dimension';
import type { DiffItem } from '@/api/compare/diff';
import { changeLabels, clip } from './change-labels';

interface DiffTableProps {
  dimension: CompareDimension;
  items: readonly DiffItem[];
  baseRunId: number;
  headRunId: number;
  sorting: SortRule[];
  onSortingChange: (next: SortRule[]) => void;
  empty: string;
  csvFileName: string;
}

/** An attribute's text in the view: `before → after` when it changed, else its one value. */
export function attributeText(item: DiffItem, id: string): string {
  const before = item.base?.values[id];
  const after = item.head?.values[id];
  if (item.kind === 'changed' && item.changed.includes(id)) return `${before ?? ''} → ${after ?? ''}`;
  return after ?? before ?? '';
}

/** One attribute's cell: the old value struck through and the new one when it changed. */
function AttributeCell({ item, id }: { item: DiffItem; id: string }) {
  if (item.kind !== 'changed' || !item.changed.includes(id)) return <>{clip(attributeText(item, id))}</>;
  return (
    <span className={untrusted.isolated}>
      <Text span size="sm" c="dimmed" td="line-through">
        {clip(item.base?.values[id] ?? '')}
      </Text>
      {' → '}
      <Text span size="sm" fw={600}>
        {clip(item.head?.values[id] ?? '')}
      </Text>
    </span>
  );
}

/** The drill links of an item: its pages (or page) in the base run and in the head run. */
function DrillLinks({
  item,
  target,
  baseRunId,
  headRunId,
}: { item: DiffItem; target: string } & Pick<DiffTableProps, 'baseRunId' | 'headRunId'>) {
  const links = [
    { side: 'base', text: 'Base', runId: baseRunId, href: item.base?.href },
    { side: 'head', text: 'Head', runId: headRunId, href: item.head?.href },
  ];
  return (
    <Group gap="sm" wrap="nowrap">
      {links.map(({ side, text, runId, href }) =>
        href ? (
          <Anchor
            key={side}
            component={Link}
            to={href}
            size="sm"
            aria-label={`${target} in ${side} run ${runId}`}
          >
            {text}
          </Anchor>
        ) : (
          <Text key={side} span size="sm" c="dimmed" title={`Not in the ${side} run`}>
            –
          </Text>
        ),
      )}
    </Group>
  );
}

/**
 * Columns of a dimension's diff: its identity columns, the change, each compared attribute and, on
 * screen, the drill links (on paper they would only read "Base Head").
 */
function diffColumns(
  dimension: CompareDimension,
  runs: Pick<DiffTableProps, 'baseRunId' | 'headRunId'>,
  printing: boolean,
): ColumnSpec<DiffItem>[] {
  const target = dimension.drillTarget === 'page' ? 'Page' : 'Pages';
  return [
    ...dimension.columns.map((column, index): ColumnSpec<DiffItem> => ({
      id: `item-${index}`,
      header: column.header,
      accessor: (item) => item.cells[index],
      mono: column.mono,
      width: column.width,
      hideable: index > 0,
    })),
    {
      id: 'change',
      header: 'Change',
      accessor: (item) => changeLabels[item.kind].label,
      width: 120,
      cell: (item) => (
        <Badge color={changeLabels[item.kind].color} variant="light" radius="sm">
          {changeLabels[item.kind].label}
        </Badge>
      ),
    },
    ...dimension.attributes.map((attribute): ColumnSpec<DiffItem> => ({
      id: attribute.id,
      header: attribute.label,
      accessor: (item) => attributeText(item, attribute.id),
      mono: attribute.mono,
      width: attribute.mono ? 360 : 170,
      cell: (item) => <AttributeCell item={item} id={attribute.id} />,
    })),
    ...(printing ? [] : [drillColumn(target, runs)]),
  ];
}

/** The column of an item's drill links to its pages (or page) in each run. */
function drillColumn(
  target: string,
  runs: Pick<DiffTableProps, 'baseRunId' | 'headRunId'>,
): ColumnSpec<DiffItem> {
  return {
    id: 'drill',
    header: target,
    accessor: () => null,
    sortable: false,
    width: 120,
    cell: (item) => <DrillLinks item={item} target={target} {...runs} />,
  };
}

/** The items of one dimension's comparison: virtualized, sortable, with CSV of the current view. */
export function DiffTable(props: DiffTableProps) {
  const { dimension, items, baseRunId, headRunId, sorting, onSortingChange, empty, csvFileName } = props;
  const printing = usePrintPhase() !== 'idle';
  const columns = useMemo(
    () => diffColumns(dimension, { baseRunId, headRunId }, printing),
    [dimension, baseRunId, headRunId, printing],
  );
  const known = sorting.filter((rule) => columns.some((column) => column.id === rule.id));
  return (
    <DataTable
      label={`${dimension.label} compared`}
      data={items}
      columns={columns}
      getRowId={(item) => item.key}
      sorting={known}
      onSortingChange={onSortingChange}
      empty={empty}
      csvFileName={csvFileName}
      maxHeight="60vh"
    />
  );
}
