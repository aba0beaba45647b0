import type { CellValue } from './types';

// Made on first use: creating the first Intl object of a kind loads its locale data (a collator
// costs ~20 ms on a first load, and many tables never sort on the client).
let collator: Intl.Collator | undefined;
let numberFormat: Intl.NumberFormat | undefined;

/** Display text of a raw cell value: locale-formatted numbers, Yes/No, empty for null and NaN, ∞ for infinities. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  if (typeof value === 'number') {
    if (Number.isFinite(value))
      return (numberFormat ??= new Intl.NumberFormat(undefined, { maximumFractionDigits: 20 })).format(value);
    return value > 0 ? '∞' : '−∞';
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** Ascending comparison: numbers numerically, strings with a numeric-aware locale collation, null/undefined last. */
export function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === null || a === undefined;
  const bMissing = b === null || b === undefined;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') {
    if (Number.isNaN(a) || Number.isNaN(b))
      return Number.isNaN(a) === Number.isNaN(b) ? 0 : Number.isNaN(a) ? 1 : -1;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return (collator ??= new Intl.Collator(undefined, { numeric: true })).compare(String(a), String(b));
}

/** Accessor result with null normalized to undefined, so the table sorts both last. */
export function normalizeValue(value: CellValue): Exclude<CellValue, null> {
  return value === null ? undefined : value;
}
