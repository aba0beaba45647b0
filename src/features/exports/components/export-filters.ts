import {
  exportedItemTypes,
  exportStatuses,
  type ExportedItemType,
  type ExportStatus,
} from '@/api/exports/schemas';
import type { ExportRow } from './export-columns';
import { parseRouteSearch } from '@/lib/routes/params';

/** What the Export Center list is narrowed to, read from the URL. */
export interface ExportFilters {
  status?: ExportStatus;
  itemType?: ExportedItemType;
  requestedBy?: number;
  text: string;
}

const itemTypeLabels: Record<ExportedItemType, string> = {
  audit: 'Audits',
  web_journey: 'Web journeys',
  live_connect: 'Live connect',
  consent_categories: 'Consent categories',
  alert: 'Alerts',
  account_usage: 'Account usage',
  grid_data: 'Grid reports',
};

/** Choices of the "Exported from" filter. */
export const itemTypeOptions = exportedItemTypes.map((value) => ({ value, label: itemTypeLabels[value] }));

/** Read the filters from the query string (`status`, `type`, `by`, `q`); unknown values are ignored. */
export function readExportFilters(params: URLSearchParams): ExportFilters {
  const search = parseRouteSearch('exports', params);
  return {
    status: exportStatuses.find((status) => status === search.status),
    itemType: exportedItemTypes.find((type) => type === search.type),
    requestedBy: search.by,
    text: search.q,
  };
}

/** True when any filter narrows the list. */
export const isFiltered = (filters: ExportFilters) =>
  filters.status !== undefined ||
  filters.itemType !== undefined ||
  filters.requestedBy !== undefined ||
  filters.text.trim() !== '';

/** Whether one export passes the filters; the text matches the export or item name, ignoring case. */
export function matchesExportFilters(row: ExportRow, filters: ExportFilters): boolean {
  const { item } = row;
  if (filters.status && item.exportStatus !== filters.status) return false;
  if (filters.itemType && item.itemType !== filters.itemType) return false;
  if (filters.requestedBy !== undefined && item.requestedByUserId !== filters.requestedBy) return false;
  const needle = filters.text.trim().toLowerCase();
  return (
    !needle || [item.exportName, item.itemName ?? ''].some((text) => text.toLowerCase().includes(needle))
  );
}
