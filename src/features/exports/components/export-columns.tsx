import { Anchor, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ExportItem, ExportType } from '@/api/exports/schemas';
import type { ColumnSpec } from '@/components/data-table';
import { formatDateTime, formatRelative } from '@/lib/format';
import { safeHref } from '@/lib/url-safety';
import { ExportStatusBadge, exportStatusLabel } from './ExportStatusBadge';

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

/** The download address: only for a completed export whose link is http(s). */
export function downloadHref(item: ExportItem): string | undefined {
  return item.exportStatus === 'completed' ? safeHref(item.exportDownloadLink) : undefined;
}

function ItemCell({ item }: { item: ExportItem }) {
  if (!item.itemName) {
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  }
  const name =
    item.itemType === 'audit' && item.itemId !== undefined ? (
      <Anchor component={Link} to={`/audits/${item.itemId}`} size="sm" truncate>
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
    width: 130,
    accessor: (row) => exportStatusLabel(row.item.exportStatus),
    cell: (row) => <ExportStatusBadge status={row.item.exportStatus} />,
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
    width: 130,
    sortable: false,
    accessor: (row) => downloadHref(row.item) ?? '',
    cell: (row) => {
      const href = downloadHref(row.item);
      return href ? (
        <Anchor
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={`Download ${row.item.exportName}`}
        >
          <IconDownload size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
          Download
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          –
        </Text>
      );
    },
  },
];
