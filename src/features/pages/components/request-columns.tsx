import { Badge } from '@mantine/core';
import type { RequestLogItem } from '@/api/pages/network-schemas';
import type { ColumnSpec } from '@/components/data-table';
import { formatBytes, formatMs } from '@/lib/format';
import { HttpStatusBadge, statusName } from '@/components/status/HttpStatusBadge';
import { SafeUrl } from '@/components/text/SafeUrl';
import { Waterfall } from './Waterfall';

const start = (row: RequestLogItem) => row.startedAtRelativeToPageNavigation ?? 0;

/**
 * Columns of the request log. Sortable column ids are the API's sort columns (the server sorts);
 * `span` is the latest request end among the rows, the width of the waterfall track.
 */
export function requestColumns(span: number): ColumnSpec<RequestLogItem>[] {
  return [
    {
      id: 'index',
      header: '#',
      width: 60,
      align: 'right',
      sortable: false,
      hideable: false,
      accessor: (row) => row.harEntryIndex,
    },
    {
      id: 'request_url',
      header: 'URL',
      width: 320,
      mono: true,
      accessor: (row) => row.requestUrl,
      cell: (row) => <SafeUrl url={row.requestUrl} size="xs" />,
    },
    {
      id: 'status_code',
      header: 'Status',
      width: 160,
      accessor: (row) => `${row.statusCode} ${statusName(row.statusCode)}`,
      cell: (row) => <HttpStatusBadge code={row.statusCode} />,
    },
    {
      id: 'request_start_time',
      header: 'Start',
      width: 100,
      align: 'right',
      accessor: start,
      cell: (row) => formatMs(start(row)),
    },
    {
      id: 'load_time',
      header: 'Duration',
      width: 100,
      align: 'right',
      accessor: (row) => row.loadTime,
      cell: (row) => formatMs(row.loadTime),
    },
    {
      id: 'waterfall',
      header: 'Waterfall',
      width: 280,
      sortable: false,
      accessor: (row) => `${start(row)}–${start(row) + row.loadTime} ms`,
      cell: (row) => (
        <Waterfall start={start(row)} duration={row.loadTime} span={span} broken={row.statusCode >= 400} />
      ),
    },
    {
      id: 'tag_name',
      header: 'Tag',
      width: 170,
      accessor: (row) => row.tag?.tagName,
      cell: (row) =>
        row.tag ? (
          <Badge variant="outline" color="indigo" radius="sm" tt="none">
            {row.tag.tagName}
          </Badge>
        ) : (
          '–'
        ),
    },
    { id: 'mime_type', header: 'Type', width: 150, accessor: (row) => row.mimeType ?? row.resourceType },
    {
      id: 'response_size',
      header: 'Size',
      width: 100,
      align: 'right',
      accessor: (row) => row.responseSizeBytes,
      cell: (row) => formatBytes(row.responseSizeBytes),
    },
    {
      id: 'geo',
      header: 'Location',
      width: 150,
      accessor: (row) => row.geoLocationInfo?.countryName,
    },
  ];
}
