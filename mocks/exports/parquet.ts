import { cellText, type ExportColumn, type ExportTable } from './table';

type ParquetType = 'STRING' | 'INT32' | 'DOUBLE' | 'BOOLEAN' | 'TIMESTAMP';
type ParquetValue = string | number | boolean | Date | null;

const INT32_MAX = 2 ** 31 - 1;

function columnData(table: ExportTable, column: ExportColumn, index: number) {
  const cells = table.rows.map((row) => row[index] ?? null);
  switch (column.kind) {
    case 'integer': {
      const fits = cells.every((cell) => typeof cell !== 'number' || Math.abs(cell) <= INT32_MAX);
      return { type: (fits ? 'INT32' : 'DOUBLE') as ParquetType, data: cells.map(numberOrNull) };
    }
    case 'decimal':
      return { type: 'DOUBLE' as ParquetType, data: cells.map(numberOrNull) };
    case 'boolean':
      return {
        type: 'BOOLEAN' as ParquetType,
        data: cells.map((cell): ParquetValue => (typeof cell === 'boolean' ? cell : null)),
      };
    case 'timestamp':
      return {
        type: 'TIMESTAMP' as ParquetType,
        data: cells.map((cell): ParquetValue => {
          const ms = typeof cell === 'string' ? Date.parse(cell) : Number.NaN;
          return Number.isNaN(ms) ? null : new Date(ms);
        }),
      };
    default:
      return {
        type: 'STRING' as ParquetType,
        data: cells.map((cell): ParquetValue => (cell === null ? null : cellText(cell))),
      };
  }
}

function numberOrNull(cell: ExportTable['rows'][number][number]): ParquetValue {
  return typeof cell === 'number' && Number.isFinite(cell) ? cell : null;
}

/**
 * A table as a parquet file: one optional column per export column, typed (INT32 or DOUBLE numbers,
 * BOOLEAN, TIMESTAMP in milliseconds, STRING text; lists as their joined text). hyparquet-writer is
 * loaded on first use, so it stays out of every bundle that never writes parquet.
 */
export async function toParquet(table: ExportTable): Promise<Uint8Array> {
  const { parquetWriteBuffer } = await import('hyparquet-writer');
  const buffer = parquetWriteBuffer({
    columnData: table.columns.map((column, index) => ({
      name: column.name,
      nullable: true,
      ...columnData(table, column, index),
    })),
    createdBy: 'Site Audit Dashboard mock',
  });
  return new Uint8Array(buffer);
}
