import { Badge } from '@mantine/core';
import type { WebVitalDetails, WebVitalsSummary } from '@/api/pages/schemas';
import { DataTable, type ColumnSpec } from '@/components/data-table';
import { formatMs } from '@/lib/format';

interface VitalRow {
  id: string;
  name: string;
  details: WebVitalDetails;
  unitless: boolean;
}

type VitalKey =
  'largestContentfulPaint' | 'cumulativeLayoutShift' | 'firstContentfulPaint' | 'timeToFirstByte';

const vitalNames: Array<[VitalKey, string, boolean]> = [
  ['largestContentfulPaint', 'Largest Contentful Paint (LCP)', false],
  ['cumulativeLayoutShift', 'Cumulative Layout Shift (CLS)', true],
  ['firstContentfulPaint', 'First Contentful Paint (FCP)', false],
  ['timeToFirstByte', 'Time to First Byte (TTFB)', false],
];

const show = (row: VitalRow, value: number | null | undefined) =>
  value === null || value === undefined ? '–' : row.unitless ? value.toFixed(3) : formatMs(value);

/** Good up to the warning threshold, poor from the failure threshold, in between needs improvement. */
export function vitalRating(details: WebVitalDetails): { label: string; color: string } {
  const value = details.value;
  if (value === null || value === undefined) return { label: 'Not measured', color: 'gray' };
  if (details.pass) return { label: 'Pass · good', color: 'teal' };
  if (value >= details.failThreshold) return { label: 'Fail · poor', color: 'red' };
  return { label: 'Fail · needs improvement', color: 'yellow' };
}

const columns: ColumnSpec<VitalRow>[] = [
  { id: 'name', header: 'Web vital', width: 260, accessor: (row) => row.name, hideable: false },
  {
    id: 'value',
    header: 'Value',
    width: 110,
    align: 'right',
    accessor: (row) => row.details.value,
    cell: (row) => show(row, row.details.value),
  },
  {
    id: 'warn',
    header: 'Good up to',
    width: 120,
    align: 'right',
    accessor: (row) => row.details.warnThreshold,
    cell: (row) => show(row, row.details.warnThreshold),
  },
  {
    id: 'fail',
    header: 'Poor from',
    width: 120,
    align: 'right',
    accessor: (row) => row.details.failThreshold,
    cell: (row) => show(row, row.details.failThreshold),
  },
  {
    id: 'result',
    header: 'Result',
    width: 200,
    accessor: (row) => vitalRating(row.details).label,
    cell: (row) => {
      const rating = vitalRating(row.details);
      return (
        <Badge color={rating.color} variant="light" radius="sm" tt="none">
          {rating.label}
        </Badge>
      );
    },
  },
];

/** LCP, CLS, FCP and TTFB of the visit against their thresholds, with the result in words. */
export function WebVitalsTable({ summary, fileName }: { summary: WebVitalsSummary; fileName: string }) {
  const rows = vitalNames.map(([key, name, unitless]) => ({
    id: key,
    name,
    details: summary[key],
    unitless,
  }));
  return (
    <DataTable
      label="Web vitals"
      data={rows}
      columns={columns}
      getRowId={(row) => row.id}
      csvFileName={fileName}
      columnsMenu={false}
      maxHeight={240}
    />
  );
}
