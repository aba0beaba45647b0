import { Select, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table';
import type { ColumnSpec } from '@/components/data-table/types';
import { formatCount, formatDateTime } from '@/lib/format';
import { changeRowKinds, changeRowKindWords, type ChangeRow, type ChangeRowKind } from './change-rows';

const runText = (id: number | undefined, at: string | undefined) =>
  id === undefined ? '' : `Run ${id} · ${formatDateTime(at)}`;

const columns: ColumnSpec<ChangeRow>[] = [
  { id: 'audit', header: 'Audit', accessor: (row) => row.auditName, width: 240 },
  { id: 'subFolder', header: 'Sub-folder', accessor: (row) => row.subFolder ?? '', width: 150 },
  { id: 'auditId', header: 'Audit ID', accessor: (row) => row.auditId, defaultHidden: true, align: 'right' },
  { id: 'kind', header: 'Kind', accessor: (row) => changeRowKindWords[row.kind].label, width: 200 },
  { id: 'what', header: 'What changed', accessor: (row) => row.what, width: 320 },
  { id: 'count', header: 'Count', accessor: (row) => row.count, align: 'right', width: 90 },
  { id: 'unit', header: 'Unit', accessor: (row) => changeRowKindWords[row.kind].unit, width: 130 },
  { id: 'base', header: 'Run before', accessor: (row) => runText(row.baseRunId, row.baseAt), width: 230 },
  { id: 'head', header: 'Latest run', accessor: (row) => runText(row.headRunId, row.at), width: 230 },
  {
    id: 'link',
    header: 'Link',
    accessor: (row) => new URL(row.to, window.location.origin).href,
    defaultHidden: true,
  },
];

/**
 * Every item of every Home section as one table, the hand-off of the whole account's changes: it
 * filters by kind, sorts, downloads whole (CSV with an audit column and a unit column), and prints.
 */
export function ChangesTable({
  rows,
  kind,
  onKindChange,
  sinceText,
}: {
  rows: readonly ChangeRow[];
  kind: ChangeRowKind | undefined;
  onKindChange: (kind: ChangeRowKind | undefined) => void;
  sinceText: string;
}) {
  const shown = useMemo(() => (kind ? rows.filter((row) => row.kind === kind) : rows), [rows, kind]);
  return (
    <Stack gap="xs">
      <Select
        label="Kind"
        w={280}
        value={kind ?? 'all'}
        allowDeselect={false}
        data={[
          { value: 'all', label: 'Every kind' },
          ...changeRowKinds.map((value) => ({ value, label: changeRowKindWords[value].label })),
        ]}
        onChange={(value) => onKindChange(value && value !== 'all' ? (value as ChangeRowKind) : undefined)}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {formatCount(shown.length)} {shown.length === 1 ? 'change' : 'changes'} since {sinceText}
      </Text>
      <DataTable
        label="Changes across the account"
        data={shown}
        columns={columns}
        getRowId={(row) => row.key}
        rowHref={(row) => row.to}
        csvFileName={`changes-${kind ?? 'all'}.csv`}
        empty="No change of this kind in the period"
      />
    </Stack>
  );
}
