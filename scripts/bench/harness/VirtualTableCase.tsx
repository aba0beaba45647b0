import { MemoryRouter } from 'react-router';
import { DataTable } from '@/components/data-table';
import { pageColumns, pageRowId, type PageRow } from './page-rows';

/** Height of the table's scroll area in both table cases, in px. */
export const TABLE_MAX_HEIGHT = 600;

/** The app's virtualized DataTable over `rows` (its scroll area is marked by main.tsx once rendered). */
export function VirtualTableCase({ rows }: { rows: readonly PageRow[] }) {
  return (
    <MemoryRouter>
      <DataTable
        label="Pages"
        data={rows}
        columns={pageColumns}
        getRowId={pageRowId}
        maxHeight={TABLE_MAX_HEIGHT}
        columnsMenu={false}
      />
    </MemoryRouter>
  );
}
