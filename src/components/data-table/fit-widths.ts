import { squeezedWidth } from './columns';
import type { ColumnSpec } from './types';

/** The narrowest a column of plain text is squeezed to so the table fits its frame (its text wraps), in px. */
const FIT_MIN_WIDTH = 96;
/** The narrowest the key column (the row's name or URL) is squeezed to, in px. */
const KEY_MIN_WIDTH = 200;

/** One column as the fitting sees it: its chosen width and how far it may shrink. */
export interface FitColumn {
  width: number;
  /** Narrowest width: equal to `width` for a column that keeps its width. */
  min: number;
  /** Gives up its room before the others (numbers: their values are short, their header wraps). */
  first?: boolean;
}

/** The widths of `columns` with the widest squeezed down to one common width, the largest that keeps the total within `available`. */
function levelled(columns: readonly FitColumn[], available: number): number[] {
  const at = (level: number) => columns.map((column) => Math.max(column.min, Math.min(column.width, level)));
  const totalAt = (level: number) => at(level).reduce((sum, width) => sum + width, 0);
  let low = 0;
  let high = Math.max(0, ...columns.map((column) => column.width));
  while (low < high) {
    const level = Math.ceil((low + high) / 2);
    if (totalAt(level) <= available) low = level;
    else high = level - 1;
  }
  return at(low);
}

/**
 * Column widths that fit `available` px: unchanged when they already fit (or the room is unknown).
 * Else the `first` columns give up room, then the others, the widest first, down to one common width
 * (each never below its `min`). When even the minimums are wider than the frame, every column is at
 * its minimum (the table scrolls).
 */
export function fitWidths(columns: readonly FitColumn[], available: number): number[] {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  if (available <= 0 || total <= available) return columns.map((column) => column.width);
  const squeezeFirst = columns.map((column) => (column.first ? column : { ...column, min: column.width }));
  const firstFitted = levelled(squeezeFirst, available);
  if (firstFitted.reduce((sum, width) => sum + width, 0) <= available) return firstFitted;
  return levelled(
    columns.map((column) => (column.first ? { width: column.min, min: column.min } : column)),
    available,
  );
}

/**
 * How far a column may shrink when its table is squeezed to fit. Only text gives up room (it wraps,
 * its header too); a control, a column resized by hand and cells drawn by their own renderer (badges,
 * chips, buttons; unless they say they wrap) keep their width. The key column keeps enough to read its name on a few lines.
 */
export function fitColumn<T>(
  spec: ColumnSpec<T> | undefined,
  width: number,
  options: { resizedByHand: boolean; isKey: boolean },
): FitColumn {
  const drawn = spec?.cell !== undefined && spec.wraps !== true;
  const keeps = !spec || options.resizedByHand || spec.control === true || drawn;
  if (keeps) return { width, min: width };
  const min = squeezedWidth(spec.header, width, options.isKey ? KEY_MIN_WIDTH : FIT_MIN_WIDTH);
  return { width, min, first: spec.align === 'right' };
}
