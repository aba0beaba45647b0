import { consentFileColumns, consentFileRows } from '@/api/consent-categories/file-format';
import type { Db } from '../../db/types';
import type { ExportTable } from '../../exports/table';

/**
 * The consent category configurations as an export table: the upload file's columns (one row per
 * cookie, tag and request domain of each category), so the file can be edited and uploaded again.
 */
export function consentExportTable(db: Db): ExportTable {
  const integers = new Set<string>(['Tag ID']);
  return {
    columns: consentFileColumns.map((name) => ({ name, kind: integers.has(name) ? 'integer' : 'string' })),
    rows: consentFileRows(db.consentCategories.all()).map((row) =>
      row.map((cell) => (cell === '' ? null : cell)),
    ),
  };
}
