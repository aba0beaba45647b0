import { compareNames } from '@/lib/compare';
import { formatDecimal } from '@/lib/format-number';
import type { CellValue } from './types';

/** Display text of a raw cell value: numbers as the app writes them ("12,345.5"), Yes/No, empty for null and NaN, ∞ for infinities. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return formatDecimal(value, 20);
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
  return compareNames(String(a), String(b));
}

/** Accessor result with null normalized to undefined, so the table sorts both last. */
export function normalizeValue(value: CellValue): Exclude<CellValue, null> {
  return value === null ? undefined : value;
}
