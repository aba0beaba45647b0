import { DataTable, type ColumnSpec, type SortRule } from '@/components/data-table';
import { auditLibraryColumns } from '@/components/audits/audit-columns';
import { paths } from '@/lib/routes';
import type { FlatLibraryRow } from '../library';

const [nameColumn, ...otherColumns] = auditLibraryColumns as ColumnSpec<FlatLibraryRow>[];

/** The flat list's columns: the library's, with each audit's folder and sub-folder after its name. */
const flatColumns: ColumnSpec<FlatLibraryRow>[] = [
  nameColumn!,
  { id: 'folder', header: 'Folder', width: 180, accessor: (row) => row.folderName },
  { id: 'subFolder', header: 'Sub-folder', width: 180, accessor: (row) => row.subFolderName },
  ...otherColumns,
];

interface FlatLibraryProps {
  rows: FlatLibraryRow[];
  sorting: SortRule[];
  onSortingChange: (next: SortRule[]) => void;
}

/** Every audit that passes the filters in one table, sorted as a whole (`view=flat`). */
export function FlatLibrary({ rows, sorting, onSortingChange }: FlatLibraryProps) {
  return (
    <DataTable
      label="Every audit"
      data={rows}
      columns={flatColumns}
      getRowId={(row) => String(row.audit.id)}
      sorting={sorting}
      onSortingChange={onSortingChange}
      rowHref={(row) => paths.audit({ auditId: row.audit.id })}
      csvFileName="audits.csv"
      maxHeight="70vh"
    />
  );
}
