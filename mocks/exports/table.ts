import type { GridCell } from '@/api/grid/query-schemas';

/** How a column's values are written: typed cells in xlsx and parquet, text in csv and tsv. */
export type ExportColumnKind = 'string' | 'integer' | 'decimal' | 'boolean' | 'timestamp';

/** One column of an export file: its header text and value kind. */
export interface ExportColumn {
  name: string;
  kind: ExportColumnKind;
}

/** What every export file holds: a header row and the data rows, cells in column order. */
export interface ExportTable {
  columns: ExportColumn[];
  rows: GridCell[][];
}

/** The text of one cell: empty for null, lists (entity references) joined with ", ". */
export function cellText(cell: GridCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (Array.isArray(cell))
    return cell
      .map(cellText)
      .filter((text) => text !== '')
      .join(', ');
  return String(cell);
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** The kind a column's values support: numbers, booleans and ISO timestamps stay typed, the rest is text. */
export function inferColumnKind(values: Iterable<GridCell | undefined>, hint?: string): ExportColumnKind {
  let numbers = 0;
  let integers = 0;
  let booleans = 0;
  let timestamps = 0;
  let present = 0;
  for (const value of values) {
    if (value === null || value === undefined) continue;
    present += 1;
    if (typeof value === 'number') {
      numbers += 1;
      if (Number.isSafeInteger(value)) integers += 1;
    } else if (typeof value === 'boolean') booleans += 1;
    else if (typeof value === 'string' && ISO_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value)))
      timestamps += 1;
    else return 'string';
  }
  if (present === 0) {
    if (hint === 'number') return 'decimal';
    if (hint === 'timestamp') return 'timestamp';
    return 'string';
  }
  if (numbers === present) return integers === present && hint !== 'decimal' ? 'integer' : 'decimal';
  if (booleans === present) return 'boolean';
  if (timestamps === present && hint !== 'string') return 'timestamp';
  return 'string';
}

/** Header names made unique (a repeated name gets " (2)", " (3)" …), as parquet needs distinct columns. */
export function uniqueNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((raw) => {
    const base = raw.trim() || 'Column';
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base} (${n})`;
    used.add(name);
    return name;
  });
}
