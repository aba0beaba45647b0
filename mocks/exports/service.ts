import type { GridExportRequest } from '@/api/exports/schemas';
import {
  gridEntityTypeNames,
  gridRequestSchema,
  toGridEntityPathType,
  type GridEntityPathType,
  type GridRequest,
  type GridResponse,
} from '@/api/grid/query-schemas';
import type { Db, ExportRow } from '../db/types';
import { gridSchema, queryGrid } from '../grid/engine';
import { exportFileFormats, writeExportFile, type ExportFile, type ExportFileFormat } from './files';
import { gridExportTable } from './grid-table';
import { liveExportsOf } from './lifecycle';
import type { ExportTable } from './table';
import { consentExportTable } from '../resources/consent-categories/export';

/** A grid query whose rows make an export's file. */
interface GridQuery {
  entityType: GridEntityPathType;
  request: GridRequest;
}

/** What a started grid export keeps until its file is built: the query and the rows it matched. */
interface StartedExport extends GridQuery {
  fileFormat: ExportFileFormat;
  fileName: string;
  /** The rows at the time of the request, dropped once the file is built. */
  snapshot?: GridResponse;
}

/** A version 4 UUID (from getRandomValues, which works outside secure contexts too). */
export function randomUuid(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const startedExports = new WeakMap<Db, Map<number, StartedExport>>();
const builtFiles = new WeakMap<Db, Map<number, Promise<ExportFile>>>();

function perDb<V>(store: WeakMap<Db, Map<number, V>>, db: Db): Map<number, V> {
  let map = store.get(db);
  if (!map) store.set(db, (map = new Map()));
  return map;
}

/**
 * Start a grid export: run the query once (a query the entity type cannot answer fails here with
 * 400), store a GRID_DATA_EXPORT row that is `queued`, and track it so its status follows the
 * clock. With no page and size the query covers every row; the file is built on first download.
 */
export function startGridExport(
  db: Db,
  input: { userId: number; entityType: GridEntityPathType; body: GridExportRequest; now?: number },
): ExportRow {
  const now = input.now ?? Date.now();
  const { fileFormat = 'csv', itemName, customExportFileName, ...request } = input.body;
  const snapshot = queryGrid(db, input.entityType, request, { all: true, now });
  const item = itemName?.trim() || gridEntityTypeNames[input.entityType];
  const exportName = customExportFileName?.trim() || `${item} (${fileFormat.toUpperCase()})`;
  const row = db.exports.insert({
    dateExported: new Date(now).toISOString(),
    exportType: 'GRID_DATA_EXPORT',
    itemType: 'grid_data',
    itemName: item,
    specificExportType: fileFormat,
    exportName,
    requestedByUserId: input.userId,
    exportStatus: 'queued',
    isScheduled: false,
    fileUuid: randomUuid(),
  });
  liveExportsOf(db).set(row.id, { exportId: row.id, requestedAt: now, rowCount: snapshot.rows.length });
  perDb(startedExports, db).set(row.id, {
    entityType: input.entityType,
    request,
    fileFormat,
    fileName: exportName,
    snapshot,
  });
  return row;
}

/** Report kinds of the seeded audit exports and the grid whose rows they hold. */
const auditExportEntities: Record<string, GridEntityPathType> = {
  PAGE_SUMMARY_PAGES: 'pages',
  PAGE_SUMMARY_BROKEN_SCANNED_LINKS: 'links',
  TAG_INVENTORY_PAGES: 'tags',
  TAG_HEALTH_PAGES: 'tags',
  TAG_PRIVACY_COMPLIANCE: 'tags',
  COOKIE_INVENTORY_PAGES: 'cookies',
  BROWSER_LOGS_PAGES: 'browser-logs',
};

const idFilter = (columnId: string, id: number): GridRequest => ({
  filters: { conditions: [{ operator: 'integer_in', filteredColumn: { columnId }, args: [id] }] },
});

/**
 * The grid behind a seeded export: a saved report's query (every row), an audit's pages, tags,
 * cookies, links or logs, a journey's runs, or every audit run for account usage.
 */
function seededQuery(db: Db, row: ExportRow): GridQuery | undefined {
  if (row.exportType === 'GRID_DATA_EXPORT' && row.itemId !== undefined) {
    const report = db.savedReports.get(row.itemId);
    const entityType = report ? toGridEntityPathType(String(report.gridEntityType)) : undefined;
    if (!report || !entityType) return undefined;
    const parsed = gridRequestSchema.safeParse(report.queryDefinition);
    const { page: _page, size: _size, ...request } = parsed.success ? parsed.data : {};
    return { entityType, request };
  }
  if (row.exportType === 'AUDIT_RUN_EXPORT' && row.itemId !== undefined) {
    const entityType = auditExportEntities[row.specificExportType] ?? 'pages';
    return { entityType, request: idFilter('AUDIT_ID', row.itemId) };
  }
  if (row.exportType === 'WEB_JOURNEY_RUN_EXPORT' && row.itemId !== undefined)
    return { entityType: 'web-journey-runs', request: idFilter('WEB_JOURNEY_ID', row.itemId) };
  if (row.exportType === 'ACCOUNT_USAGE_EXPORT') return { entityType: 'web-audit-runs', request: {} };
  return undefined;
}

const gridTable = (db: Db, query: GridQuery, snapshot?: GridResponse) =>
  gridExportTable(
    snapshot ?? queryGrid(db, query.entityType, query.request, { all: true }),
    gridSchema(query.entityType).columns,
  );

/**
 * The file of a completed export, built on first request and kept: a started grid export from
 * the rows its query matched, a seeded one from the grid or records behind it, in its format
 * (csv when it has none). Undefined when the mock holds nothing behind the export.
 */
export function exportFile(db: Db, row: ExportRow): Promise<ExportFile> | undefined {
  const files = perDb(builtFiles, db);
  const cached = files.get(row.id);
  if (cached) return cached;
  const started = perDb(startedExports, db).get(row.id);
  let build: (() => ExportTable) | undefined;
  let format: ExportFileFormat;
  if (started) {
    build = () => gridTable(db, started, started.snapshot);
    format = started.fileFormat;
  } else {
    const query = seededQuery(db, row);
    if (query) build = () => gridTable(db, query);
    else if (row.exportType === 'CONSENT_CATEGORY_EXPORT') build = () => consentExportTable(db);
    format = exportFileFormats.find((value) => value === row.specificExportType) ?? 'csv';
  }
  if (!build) return undefined;
  const table = build;
  const file = Promise.resolve()
    .then(() => writeExportFile(table(), format, started?.fileName ?? row.exportName))
    .then(
      (written) => {
        // The rows are not needed once the file is written.
        if (started) started.snapshot = undefined;
        return written;
      },
      (error: unknown) => {
        // A failed build is not kept, so a later request tries again.
        files.delete(row.id);
        throw error;
      },
    );
  files.set(row.id, file);
  return file;
}
