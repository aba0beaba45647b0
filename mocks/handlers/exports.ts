import { z } from 'zod';
import { exportedItemTypes, exportSortColumns, type ExportItem } from '@/api/exports/schemas';
import type { Db, ExportRow } from '../db/types';
import type { Route } from '../lib/route';
import { booleanParam, compareValues, pageOf, readQuery, userName } from '../lib/query';

/** An Export Center entry with its download link on the origin the request came to. */
export function exportView(db: Db, row: ExportRow, origin: string): ExportItem {
  const { id, fileUuid, ...item } = row;
  // MOCK_HOSTILE: some links are scripts, which the UI must never turn into links.
  const hostile = db.options.hostile && id % 3 === 0;
  return {
    exportId: id,
    ...item,
    exportDownloadLink: hostile ? 'javascript:alert(document.domain)' : `${origin}/v3/exports/${fileUuid}`,
  };
}

const listQuery = z.object({
  page: z.coerce.number().int().min(0).optional(),
  size: z.coerce.number().int().min(20).max(200).optional(),
  sortBy: z.enum(exportSortColumns).optional(),
  sortDesc: booleanParam.optional(),
  exportedItemType: z.enum(exportedItemTypes).optional(),
  search: z.string().optional(),
  requestedByUserId: z.coerce.number().int().optional(),
  exportIds: z
    .string()
    .regex(/^\d+(,\d+)*$/, { error: 'Use one or more export ids, comma separated' })
    .transform((value) => value.split(',').map(Number))
    .optional(),
});

/** Exports: the Export Center list, paged (size 20–200, default 20), filtered and sorted (default date exported). */
export const exportHandlers = (route: Route) => [
  route('get', '/v3/exports', {}, ({ db, query, request }) => {
    const q = readQuery(listQuery, query);
    const search = q.search?.trim().toLowerCase();
    const rows = db.exports.where(
      (row) =>
        (q.exportedItemType === undefined || row.itemType === q.exportedItemType) &&
        (q.requestedByUserId === undefined || row.requestedByUserId === q.requestedByUserId) &&
        (q.exportIds === undefined || q.exportIds.includes(row.id)) &&
        (!search || [row.exportName, row.itemName ?? ''].some((text) => text.toLowerCase().includes(search))),
    );
    const sortBy = q.sortBy ?? 'date_exported';
    const key = (row: ExportRow) =>
      ({
        date_exported: row.dateExported,
        item_name: row.itemName,
        run_date: row.runDate,
        export_name: row.exportName,
        exported_item_type: row.itemType,
        requested_by: userName(db, row.requestedByUserId),
        status: row.exportStatus,
        is_scheduled: row.isScheduled ?? false,
      })[sortBy];
    const direction = q.sortDesc ? -1 : 1;
    rows.sort((a, b) => direction * compareValues(key(a), key(b)) || a.id - b.id);
    const { items, pagination } = pageOf(rows, q.page ?? 0, q.size ?? 20);
    const origin = new URL(request.url).origin;
    return { metadata: { pagination }, exports: items.map((row) => exportView(db, row, origin)) };
  }),
];
