import { Table } from '@mantine/core';
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import type { ColumnSpec } from '@/components/data-table';
import { pageColumns, pageRowId, type PageRow } from './page-rows';
import { TABLE_MAX_HEIGHT } from './VirtualTableCase';
import classes from './NaiveTableCase.module.css';

/** Core features only: TanStack v9's built-in core row model, no sorting, sizing or virtualization. */
const naiveFeatures = tableFeatures({});

const numberFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 20 });

/** Display text of a cell value, formatted like DataTable's cells. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? numberFormat.format(value) : String(value);
}

/** TanStack column definitions for the same column specs DataTable gets. */
function toColumnDef(spec: ColumnSpec<PageRow>): ColumnDef<typeof naiveFeatures, PageRow, unknown> {
  return {
    id: spec.id,
    header: spec.header,
    accessorFn: (row: PageRow) => spec.accessor(row),
    cell: ({ getValue }) => cellText(getValue()),
  };
}

const columnDefs = pageColumns.map(toColumnDef);
const specsById = new Map(pageColumns.map((spec) => [spec.id, spec]));

/** Every row as a `<tr>` in a Mantine Table, styled like DataTable, in a scroll area of the same size. */
export function NaiveTableCase({ rows }: { rows: readonly PageRow[] }) {
  const table = useTable<typeof naiveFeatures, PageRow>({
    features: naiveFeatures,
    columns: columnDefs,
    data: rows,
    getRowId: pageRowId,
  });
  return (
    <div className={classes.scroll} style={{ maxHeight: TABLE_MAX_HEIGHT }} data-bench-scroll="">
      <Table
        aria-label="Pages"
        aria-rowcount={rows.length + 1}
        layout="fixed"
        stickyHeader
        highlightOnHover
        verticalSpacing={4}
        horizontalSpacing="xs"
      >
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const spec = specsById.get(header.column.id);
                return (
                  <Table.Th
                    key={header.id}
                    className={classes.th}
                    style={{ width: spec?.width }}
                    data-align={spec?.align}
                    scope="col"
                  >
                    <table.FlexRender header={header} />
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id} aria-rowindex={row.index + 2}>
              {row.getAllCells().map((cell) => {
                const spec = specsById.get(cell.column.id);
                const text = cellText(cell.getValue());
                return (
                  <Table.Td
                    key={cell.id}
                    className={spec?.mono ? `${classes.td} ${classes.mono}` : classes.td}
                    data-align={spec?.align}
                    title={text || undefined}
                  >
                    <table.FlexRender cell={cell} />
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
