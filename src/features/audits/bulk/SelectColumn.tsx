import { Checkbox } from '@mantine/core';
import { createContext, useContext, type ChangeEvent, type ReactNode } from 'react';
import type { ColumnSpec } from '@/components/data-table';
import { libraryColumns } from '../components/library-columns';
import type { LibraryRow } from '../library-row';
import { SELECT_ID_ATTRIBUTE, type AuditSelection } from './selection';

const SelectionContext = createContext<AuditSelection | null>(null);
const GroupContext = createContext<{ ids: readonly number[]; name: string } | null>(null);

/** Gives the checkboxes inside it the library's selection. */
export function SelectionProvider({
  selection,
  children,
}: {
  selection: AuditSelection;
  children: ReactNode;
}) {
  return <SelectionContext value={selection}>{children}</SelectionContext>;
}

/** One table's audits (`ids`, in sub-folder `name`): what its header checkbox selects. */
export function SelectionGroup({
  ids,
  name,
  children,
}: {
  ids: readonly number[];
  name: string;
  children: ReactNode;
}) {
  return <GroupContext value={{ ids, name }}>{children}</GroupContext>;
}

/** Whether the click behind a checkbox change held Shift. */
const withShift = (event: ChangeEvent<HTMLInputElement>) =>
  'shiftKey' in event.nativeEvent && event.nativeEvent.shiftKey === true;

function RowCheckbox({ id, name }: { id: number; name: string }) {
  const selection = useContext(SelectionContext);
  if (!selection) return null;
  return (
    <Checkbox
      size="xs"
      aria-label={`Select ${name}`}
      checked={selection.selected.has(id)}
      onChange={(event) => selection.toggle(id, event.currentTarget.checked, withShift(event))}
      {...{ [SELECT_ID_ATTRIBUTE]: id }}
    />
  );
}

function GroupCheckbox() {
  const selection = useContext(SelectionContext);
  const group = useContext(GroupContext);
  if (!selection || !group) return null;
  const count = group.ids.filter((id) => selection.selected.has(id)).length;
  return (
    <Checkbox
      size="xs"
      aria-label={`Select all ${group.ids.length} audits in ${group.name}`}
      checked={count > 0 && count === group.ids.length}
      indeterminate={count > 0 && count < group.ids.length}
      onChange={(event) => selection.setMany(group.ids, event.currentTarget.checked)}
    />
  );
}

/** The selection column: a checkbox per audit, and one in the header for the whole table. */
const selectColumn: ColumnSpec<LibraryRow> = {
  id: 'select',
  header: 'Select',
  width: 48,
  sortable: false,
  hideable: false,
  control: true,
  accessor: () => undefined,
  cell: (row) => <RowCheckbox id={row.audit.id} name={row.audit.name} />,
  headerCell: <GroupCheckbox />,
};

/** The audit library's columns with the selection column first. */
export const selectableLibraryColumns: ColumnSpec<LibraryRow>[] = [selectColumn, ...libraryColumns];
