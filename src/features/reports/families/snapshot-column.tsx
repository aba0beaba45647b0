import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { RuleSnapshotKind } from '@/api/rules/schemas';
import type { ColumnSpec } from '@/components/data-table';
import { paths } from '@/lib/routes';

type Row = Record<string, unknown>;

/** A report column linking a row's snapshot id (`field`) to the original rule it was taken of. */
export function snapshotColumn(kind: RuleSnapshotKind, field: string): ColumnSpec<Row> {
  return {
    id: `original-${kind}`,
    header: 'Original rule',
    width: 130,
    sortable: false,
    accessor: (row) => (typeof row[field] === 'number' ? row[field] : undefined),
    cell: (row) =>
      typeof row[field] === 'number' ? (
        <Anchor component={Link} to={paths.settings.ruleSnapshot({ kind, snapshotId: row[field] })} size="sm">
          Open original
        </Anchor>
      ) : (
        '–'
      ),
  };
}

/** What a snapshot list column reads of a row: its list (`items`), and each item's name and snapshot id. */
export interface SnapshotListSpec {
  id: string;
  header: string;
  items: string;
  name: string;
  snapshotId: string;
}

/** A report column naming a row's list of snapshots (a tag condition's variables), each linked to its original. */
export function snapshotListColumn(kind: RuleSnapshotKind, spec: SnapshotListSpec): ColumnSpec<Row> {
  const itemsOf = (row: Row) => (Array.isArray(row[spec.items]) ? (row[spec.items] as Row[]) : []);
  return {
    id: spec.id,
    header: spec.header,
    width: 220,
    accessor: (row) =>
      itemsOf(row)
        .map((item) => String(item[spec.name]))
        .join(', '),
    cell: (row) => (
      <Group gap={6} wrap="nowrap">
        {itemsOf(row).map((item, index) => {
          const id = item[spec.snapshotId];
          const name = String(item[spec.name]);
          return typeof id === 'number' ? (
            <Anchor
              key={id}
              component={Link}
              to={paths.settings.ruleSnapshot({ kind, snapshotId: id })}
              size="sm"
              ff="monospace"
            >
              {name}
            </Anchor>
          ) : (
            <span key={`${index}:${name}`}>{name}</span>
          );
        })}
      </Group>
    ),
  };
}

/** The snapshot kind each `idType` of a rule condition result names (AuditRun_RuleSummary_RuleConditionResult). */
const kindOfIdType: Readonly<Record<string, RuleSnapshotKind>> = {
  RuleSnapshotId: 'rule',
  RulePageFilterSnapshotId: 'page-filter',
  RuleTagSnapshotId: 'tag',
  RuleTagVariableSnapshotId: 'tag-variable',
};

/** A report column naming a row's rule condition (`field`: `{ id, idType, name }`), linked to its original. */
export function conditionSnapshotColumn(field: string, header: string): ColumnSpec<Row> {
  const conditionOf = (row: Row) => (row[field] && typeof row[field] === 'object' ? (row[field] as Row) : {});
  return {
    id: `${field}.name`,
    header,
    width: 200,
    accessor: (row) => {
      const name = conditionOf(row).name;
      return typeof name === 'string' ? name : undefined;
    },
    cell: (row) => {
      const { id, idType, name } = conditionOf(row);
      const kind = typeof idType === 'string' ? kindOfIdType[idType] : undefined;
      const text = typeof name === 'string' ? name : '–';
      return kind && typeof id === 'number' ? (
        <Anchor component={Link} to={paths.settings.ruleSnapshot({ kind, snapshotId: id })} size="sm">
          {text}
        </Anchor>
      ) : (
        text
      );
    },
  };
}
