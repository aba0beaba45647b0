import type { ColumnSpec } from '@/components/data-table';
import { HttpStatusBadge } from '@/components/status/HttpStatusBadge';
import { formatBytes, formatCount, formatMs } from '@/lib/format';
import { valueLabel, type VocabularyKind } from '@/lib/vocabulary';
import type { FigureFormat, ReportRow } from './types';

/** Format a report figure for display. */
export function formatFigure(value: unknown, format: FigureFormat = 'count'): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  switch (format) {
    case 'ms':
      return formatMs(value);
    case 'bytes':
      return formatBytes(value);
    case 'percent':
      return `${Math.round(value * 10) / 10}%`;
    case 'score':
      return String(Math.round(value * 10) / 10);
    case 'decimal':
      return String(Math.round(value * 1000) / 1000);
    default:
      return formatCount(value);
  }
}

/** The unit a figure format's raw value is in, named in the CSV header. */
const UNITS: Partial<Record<FigureFormat, string>> = { ms: 'ms', bytes: 'bytes', percent: '%' };

type Options = Partial<Pick<ColumnSpec<ReportRow>, 'width' | 'defaultHidden' | 'sortable'>>;

/** A row's value at a field path: `config.name` reads a nested field. */
export const readField = (row: unknown, path: string): unknown =>
  path === ''
    ? row
    : path.split('.').reduce<unknown>((value, key) => (value as ReportRow | null | undefined)?.[key], row);

const raw = (row: ReportRow, field: string) => {
  const value = readField(row, field);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : undefined;
};

function column(field: string, header: string, options: Options, extra: Partial<ColumnSpec<ReportRow>>) {
  return { id: field, header, accessor: (row: ReportRow) => raw(row, field), ...extra, ...options };
}

/** Column builders for report tables: the column id is the row field (and maps to its server sort key). */
export const col = {
  /** Plain text. */
  text: (field: string, header: string, options: Options = {}): ColumnSpec<ReportRow> =>
    column(field, header, options, { width: 200 }),
  /** A number with a format, right-aligned. */
  number: (field: string, header: string, format: FigureFormat = 'count', options: Options = {}) =>
    column(field, header, options, {
      align: 'right',
      width: 130,
      unit: UNITS[format],
      cell: (row) => formatFigure(readField(row, field), format),
    }) as ColumnSpec<ReportRow>,
  /** An HTTP status code badge. */
  status: (field: string, header: string, options: Options = {}): ColumnSpec<ReportRow> =>
    column(field, header, options, {
      width: 110,
      cell: (row) => {
        const code = readField(row, field);
        return typeof code === 'number' ? <HttpStatusBadge code={code} /> : '—';
      },
    }),
  /** A coded value in words from the vocabulary ("1st_party" → "First party"), in its tooltip and CSV too. */
  label: (
    field: string,
    header: string,
    kind: VocabularyKind,
    options: Options = {},
  ): ColumnSpec<ReportRow> =>
    column(field, header, options, {
      width: 140,
      accessor: (row) => valueLabel(kind, readField(row, field)),
    }),
  /** Yes / No. */
  bool: (field: string, header: string, options: Options = {}): ColumnSpec<ReportRow> =>
    column(field, header, options, {
      width: 100,
      cell: (row) => {
        const value = readField(row, field);
        return value === true ? 'Yes' : value === false ? 'No' : '—';
      },
    }),
  /** An audited URL in monospace (as text: the row's link opens it inside the dashboard). */
  url: (field: string, header: string, options: Options = {}): ColumnSpec<ReportRow> =>
    column(field, header, options, { width: 360, mono: true }),
  /** A list of values joined with commas. */
  list: (field: string, header: string, options: Options = {}): ColumnSpec<ReportRow> => ({
    id: field,
    header,
    accessor: (row) => {
      const value = readField(row, field);
      return Array.isArray(value) ? value.join(', ') : raw(row, field);
    },
    width: 220,
    ...options,
  }),
};
