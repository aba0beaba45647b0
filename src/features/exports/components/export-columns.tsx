import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { exportDownload } from '@/api/exports/download';
import { isExportUnfinished, type ExportItem, type ExportType } from '@/api/exports/schemas';
import type { ColumnSpec } from '@/components/data-table';
import { formatDateTime, formatRelative } from '@/lib/format';
import { DownloadExportButton } from '@/components/exports/DownloadExportButton';
import { ExportProgress } from '@/components/exports/ExportProgress';
import { ExportStatusBadge, exportStatusLabel } from '@/components/exports/ExportStatusBadge';
import { paths } from '@/lib/routes';

/** One export with the name of who asked for it. */
export interface ExportRow {
  item: ExportItem;
  requestedBy: string;
}

const typeLabels: Record<ExportType, string> = {
  AUDIT_RUN_EXPORT: 'Audit run',
  WEB_JOURNEY_RUN_EXPORT: 'Web journey run',
  MANUAL_JOURNEY_RUN_EXPORT: 'Manual journey run',
  CONSENT_CATEGORY_EXPORT: 'Consent categories',
  ALERT_EXPORT: 'Alerts',
  ACCOUNT_USAGE_EXPORT: 'Account usage',
  GRID_DATA_EXPORT: 'Grid data',
};

/** An export type in words (unknown values as sent). */
export function exportTypeLabel(type: string): string {
  return typeLabels[type as ExportType] ?? type;
}

/** The download address of a completed export whose link is http(s), for the table's CSV. */
function downloadAddress(item: ExportItem): string {
  return exportDownload(item) ? item.exportDownloadLink.trim() : '';
}

/** The dashboard page of what was exported: an audit, or a saved grid report. */
function itemPath(item: ExportItem): string | undefined {
  if (item.itemId === undefined) return undefined;
  if (item.itemType === 'audit') return paths.audit({ auditId: item.itemId });
  if (item.itemType === 'grid_data') return paths.grid.saved({ id: item.itemId });
  return undefined;
}

function ItemCell({ item }: { item: ExportItem }) {
  if (!item.itemName) {
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  }
  const to = itemPath(item);
  const name =
    to !== undefined ? (
      <Anchor component={Link} to={to} size="sm" truncate>
        {item.itemName}
      </Anchor>
    ) : (
      <Text size="sm" truncate>
        {item.itemName}
      </Text>
    );
  return (
    <Stack gap={0}>
      {name}
      {item.runDate && (
        <Text size="xs" c="dimmed">
          Run of {formatDateTime(item.runDate)}
        </Text>
      )}
    </Stack>
  );
}

/** Columns of the Export Center list. */
export const exportColumns: ColumnSpec<ExportRow>[] = [
  {
    id: 'name',
    header: 'Export',
    width: 280,
    hideable: false,
    accessor: (row) => row.item.exportName,
    cell: (row) => (
      <Stack gap={0}>
        <Text size="sm" fw={500} truncate>
          {row.item.exportName}
        </Text>
        {row.item.isScheduled && (
          <Text size="xs" c="dimmed">
            Scheduled
          </Text>
        )}
      </Stack>
    ),
  },
  { id: 'type', header: 'Type', width: 150, accessor: (row) => exportTypeLabel(row.item.exportType) },
  {
    id: 'item',
    header: 'Item',
    width: 280,
    accessor: (row) => row.item.itemName ?? '',
    cell: (row) => <ItemCell item={row.item} />,
  },
  {
    id: 'status',
    header: 'Status',
    width: 190,
    accessor: (row) => exportStatusLabel(row.item.exportStatus),
    cell: (row) => (
      <Stack gap={4}>
        <ExportStatusBadge status={row.item.exportStatus} />
        {isExportUnfinished(row.item.exportStatus) && <ExportProgress item={row.item} width={140} />}
      </Stack>
    ),
  },
  { id: 'requestedBy', header: 'Requested by', width: 160, accessor: (row) => row.requestedBy },
  {
    id: 'exported',
    header: 'Exported',
    width: 160,
    accessor: (row) => row.item.dateExported,
    cell: (row) => (
      <Text size="sm" title={formatDateTime(row.item.dateExported)}>
        {formatRelative(row.item.dateExported)}
      </Text>
    ),
  },
  {
    id: 'format',
    header: 'Detail',
    width: 220,
    defaultHidden: true,
    mono: true,
    accessor: (row) => row.item.specificExportType,
  },
  {
    id: 'download',
    header: 'Download',
    width: 150,
    sortable: false,
    accessor: (row) => downloadAddress(row.item),
    cell: (row) =>
      exportDownload(row.item) ? (
        <DownloadExportButton item={row.item} />
      ) : (
        <Text size="sm" c="dimmed">
          –
        </Text>
      ),
  },
];
