import type { AuditAction } from '@/api/audits/config-schemas';
import type { ColumnSpec } from '@/components/data-table';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/feedback/EmptyState';
import { actionTypeLabel } from './run-status';

/** What an action acts on or with: its address, element, value or wait. */
export function actionTarget(action: AuditAction): string {
  if (action.url) return action.url;
  const selector = action.selectors?.[0]?.value;
  const element = typeof selector === 'string' ? selector : '';
  if (action.value !== undefined) return `${element} ← “${action.value}”`;
  if (action.maskedValue !== undefined) return `${element} ← ••••••`;
  if (action.seconds !== undefined) return `${action.seconds} s`;
  return element;
}

const columns: ColumnSpec<AuditAction>[] = [
  { id: 'sequence', header: 'Step', width: 70, align: 'right', accessor: (action) => action.sequence + 1 },
  { id: 'type', header: 'Type', width: 120, accessor: (action) => actionTypeLabel(action.actionType) },
  { id: 'description', header: 'Description', width: 280, accessor: (action) => action.description ?? '' },
  { id: 'target', header: 'Target', width: 360, mono: true, accessor: actionTarget },
];

/** The journey's script: its actions in the order they run. */
export function ScriptTable({ actions }: { actions: AuditAction[] }) {
  if (actions.length === 0)
    return (
      <EmptyState title="No actions yet">A journey needs at least one action before it can run.</EmptyState>
    );
  return (
    <DataTable
      label="Script"
      data={[...actions].sort((a, b) => a.sequence - b.sequence)}
      columns={columns}
      getRowId={(action) => String(action.id ?? action.sequence)}
      maxHeight={360}
      columnsMenu={false}
    />
  );
}
