import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { RuleSnapshotKind } from '@/api/rules/schemas';
import type { ColumnSpec } from '@/components/data-table';
import { snapshotHref } from './snapshots';

/** A report column linking a row's snapshot id (`field`) to the original rule it was taken of. */
export function snapshotColumn(kind: RuleSnapshotKind, field: string): ColumnSpec<Record<string, unknown>> {
  return {
    id: `original-${kind}`,
    header: 'Original rule',
    width: 130,
    sortable: false,
    accessor: (row) => (typeof row[field] === 'number' ? row[field] : undefined),
    cell: (row) =>
      typeof row[field] === 'number' ? (
        <Anchor component={Link} to={snapshotHref(kind, row[field])} size="sm">
          Open original
        </Anchor>
      ) : (
        '–'
      ),
  };
}
