import { readField } from './columns';
import type { ReportRow, ReportTile } from './types';

/** The operations a family's tiles read: the summary's and any a tile names. */
export function tileOperations(summaryOp: string, tiles: readonly ReportTile[]): string[] {
  return [...new Set([summaryOp, ...tiles.map((tile) => tile.op ?? summaryOp)])];
}

/** A tile's number from the answers of its operations (undefined until they arrive). */
export function tileValue(tile: ReportTile, answer: unknown): number | undefined {
  if (answer === undefined || answer === null) return undefined;
  if (tile.count) {
    const items = readField(answer, tile.count.items);
    if (!Array.isArray(items)) return undefined;
    const where = Object.entries(tile.count.where ?? {});
    return items.filter((item: ReportRow) =>
      where.every(([key, value]) => String(readField(item, key)) === value),
    ).length;
  }
  const value = readField(answer, tile.field);
  return typeof value === 'number' ? value : undefined;
}
