import { gridCellText, type GridCell, type GridSchemaColumn } from '@/api/grid/query-schemas';

/** A value that orders rows: a number, lower-case text, or null (always last). */
export type SortKey = number | string | null;

/** True for a value that is there: not null, not blank text, not an empty list. */
export const isPresent = (cell: GridCell) =>
  cell !== null && cell !== '' && !(Array.isArray(cell) && cell.length === 0);

/** Position of a field in an entity reference's value (`[id, name]` → `name` is 1), or -1. */
export function fieldIndex(def: GridSchemaColumn, fieldName: string): number {
  return (def.fields ?? []).findIndex((field) => field.fieldName === fieldName);
}

/** The field names of an entity reference column, in value order. */
export const fieldNames = (def: GridSchemaColumn) =>
  (def.fields ?? []).map((field) => String(field.fieldName));

/** One field of a reference value (`[id, name]`), or the value itself for one-field references. */
export function fieldOf(cell: GridCell, index: number): GridCell {
  if (!Array.isArray(cell)) return cell;
  return cell[index] ?? null;
}

/** Items of a list value (an empty list for null). */
export const itemsOf = (cell: GridCell): GridCell[] => (Array.isArray(cell) ? cell : []);

/** A key that is equal for equal values: distinct counts and grouping. */
export function cellKey(cell: GridCell): string {
  if (cell === null) return '∅';
  if (typeof cell === 'string') return `s${cell}`;
  if (typeof cell === 'number') return `n${cell}`;
  if (typeof cell === 'boolean') return `b${cell}`;
  return `a${JSON.stringify(cell)}`;
}

/** The text of a value as a person reads it (enum labels, reference names, lists joined). */
export const cellText = (def: GridSchemaColumn, cell: GridCell) => gridCellText(def, cell);

/** How a column's values order: numbers as numbers, everything else by its lower-case text. */
export function sortKeyOf(def: GridSchemaColumn): (cell: GridCell) => SortKey {
  return (cell) => {
    if (!isPresent(cell)) return null;
    if (typeof cell === 'number' && !def.isEnum) return cell;
    return cellText(def, cell).toLowerCase();
  };
}

/** Compare two sort keys ascending; null is handled by the caller. */
export function compareKeys(a: SortKey, b: SortKey): number {
  if (a === b) return 0;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return (a as string) < (b as string) ? -1 : 1;
}
