import { HttpResponse } from 'msw';
import { z } from '@/lib/zod';
import {
  exportedItemTypes,
  exportSortColumns,
  gridExportRequestSchema,
  type ExportItem,
  type GridExportResult,
} from '@/api/exports/schemas';
import type { Db, ExportRow } from '../db/types';
import { contentDisposition } from '../exports/files';
import { exportProgress, settleExports } from '../exports/lifecycle';
import { exportFile, startGridExport } from '../exports/service';
import { MockHttpError, notFound } from '../lib/errors';
import { idParam, type Route } from '../lib/route';
import { booleanParam, compareValues, pageOf, readQuery, userName } from '../lib/query';
import { gridEntityTypeParam } from './grid-query';

/**
 * An Export Center entry with its download link (`/v3/exports/{exportUuid}`, the reference's
 * download operation) on the origin the request came to, and how much of its file is built
 * (`progressPercent`, a mock addition).
 */
export function exportView(db: Db, row: ExportRow, origin: string): ExportItem {
  const { id, fileUuid, ...item } = row;
  // MOCK_HOSTILE: some links are scripts, which the UI must never turn into links.
  const hostile = db.options.hostile && id % 3 === 0;
  return {
    exportId: id,
    ...item,
    exportDownloadLink: hostile ? 'javascript:alert(document.domain)' : `${origin}/v3/exports/${fileUuid}`,
    progressPercent: exportProgress(db, row),
  };
}

/** A completed export, or 404 (unknown) / 409 (not ready, failed or without data). */
function completedExport(row: ExportRow | undefined, id: string | number): ExportRow {
  if (!row) notFound('Export', id);
  if (row.exportStatus !== 'completed') {
    throw new MockHttpError(
      409,
      `Export ${row.id} has no file to download`,
      `Its status is ${row.exportStatus}; a file is available once it is completed`,
    );
  }
  return row;
}

const listQuery = z.object({
  page: z.optional(z.coerce.number().check(z.int()).check(z.minimum(0))),
  size: z.optional(z.coerce.number().check(z.int()).check(z.minimum(20)).check(z.maximum(200))),
  sortBy: z.optional(z.enum(exportSortColumns)),
  sortDesc: z.optional(booleanParam),
  exportedItemType: z.optional(z.enum(exportedItemTypes)),
  search: z.optional(z.string()),
  requestedByUserId: z.optional(z.coerce.number().check(z.int())),
  exportIds: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d+(,\d+)*$/, { error: 'Use one or more export ids, comma separated' })),
      z.transform((value) => value.split(',').map(Number)),
    ),
  ),
});

/**
 * Exports: start a grid export; the Export Center list, paged (size 20–200, default 20), filtered
 * and sorted (default date exported), with each started export's status following the clock; the
 * download (`/v3/exports/{exportUuid}` redirects to the file) and the file itself, with the key.
 */
export const exportHandlers = (route: Route) => [
  route(
    'post',
    '/v3/reports/grid/{gridEntityType}/exports',
    { body: gridExportRequestSchema },
    ({ db, params, body, user }): GridExportResult => {
      const entityType = gridEntityTypeParam(params);
      const row = startGridExport(db, { userId: user.id, entityType, body });
      return { exportId: row.id };
    },
  ),
  route('get', '/v3/exports/{exportId}/file', {}, async ({ db, params }) => {
    settleExports(db);
    const id = idParam({ params }, 'exportId', 'Export');
    const row = completedExport(db.exports.get(id), id);
    const file = exportFile(db, row);
    if (!file) notFound('Export file', id);
    const { bytes, contentType, fileName } = await file;
    return new HttpResponse(bytes.slice().buffer, {
      status: 200,
      headers: {
        'Content-Type': contentType,
        'Content-Disposition': contentDisposition(fileName),
        'Content-Length': String(bytes.byteLength),
        'Cache-Control': 'private, no-store',
      },
    });
  }),
  route('get', '/v3/exports/{exportUuid}', {}, ({ db, params, request }) => {
    settleExports(db);
    const uuid = params.exportUuid ?? '';
    const row = db.exports.where((item) => item.fileUuid === uuid)[0];
    if (!row || row.exportStatus !== 'completed') notFound('Export file', uuid);
    const origin = new URL(request.url).origin;
    return new HttpResponse(null, {
      status: 302,
      headers: { Location: `${origin}/v3/exports/${row.id}/file` },
    });
  }),
  route('get', '/v3/exports', {}, ({ db, query, request }) => {
    settleExports(db);
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
