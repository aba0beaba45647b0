import type { CellValue, ColumnSpec } from '@/components/data-table';
import { alertMetricLabel } from '@/lib/vocabulary';
import { formatFigure, readField } from '../columns';
import type { FamilyScreenOf, FigureFormat, ReportRow } from '../types';

/** The value at a dotted path of a row (`config.name`), when it is a plain value. */
function at(row: ReportRow, path: string): CellValue {
  const value = readField(row, path);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : undefined;
}

/** A column of a nested field; its id is the path, which the alerts list sorts by on the server. */
const nested = (
  path: string,
  header: string,
  extra: Partial<ColumnSpec<ReportRow>> = {},
): ColumnSpec<ReportRow> => ({
  id: path,
  header,
  width: 180,
  accessor: (row) => at(row, path),
  ...extra,
});

const operators: Record<string, string> = {
  GREATER: '>',
  GREATER_OR_EQUAL: '≥',
  EQUAL: '=',
  NOT_EQUAL: '≠',
  LESS_OR_EQUAL: '≤',
  LESS: '<',
};

/** The unit an alert metric is measured in, from its code: times in ms, sizes in bytes, shares in %. */
export function metricFormat(code: unknown): FigureFormat {
  const text = typeof code === 'string' ? code : '';
  if (/(LOAD_TIME|CONTENTFUL_PAINT|TIME_TO_FIRST_BYTE)$/.test(text)) return 'ms';
  if (text.endsWith('_SIZE')) return 'bytes';
  if (text.endsWith('_PERCENTAGE')) return 'percent';
  if (text.endsWith('CUMULATIVE_LAYOUT_SHIFT')) return 'decimal';
  if (text.startsWith('SCORE_')) return 'score';
  return 'count';
}

/** A row's alert metric: under `config` (alert list) or on the row itself (status overview). */
const metricOf = (row: ReportRow) => at(row, 'config.metricType') ?? at(row, 'metricType');

/** A measured value of the row's metric, with the metric's unit ("1,782 ms"). */
const measured = (row: ReportRow, field: string) => formatFigure(at(row, field), metricFormat(metricOf(row)));

/** An alert's condition in words: "> 3,000 ms", "between 800 and 1,800 ms", "change ≥ 10 %". */
function logic(row: ReportRow): string {
  const comparator = ((row.config as ReportRow | undefined)?.targetValueComparator ?? {}) as ReportRow;
  const change = at(row, 'config.metricChangeType') ? 'change ' : '';
  const relative = String(at(row, 'config.metricChangeType') ?? '').startsWith('RELATIVE');
  const unit = relative ? ' %' : '';
  const format = relative ? 'decimal' : metricFormat(metricOf(row));
  const n = (field: string) => formatFigure(comparator[field], format);
  if (comparator.operator === 'BETWEEN')
    return `${change}between ${n('minInclusive')} and ${n('maxExclusive')}${unit}`;
  if (comparator.operator === 'NOT_BETWEEN')
    return `${change}below ${n('minExclusive')} or from ${n('maxInclusive')}${unit}`;
  return `${change}${operators[String(comparator.operator)] ?? ''} ${n('targetValue')}${unit}`;
}

/** A result status in words ("TRIGGERED" → "Triggered"). */
const statusText = (value: CellValue) =>
  typeof value === 'string' ? value.charAt(0) + value.slice(1).toLowerCase().replaceAll('_', ' ') : '—';

/** Alert summary: which of the audit's alerts fired on this run, against what threshold, with what value. */
export const alertSummaryScreen: FamilyScreenOf<'alert-summary'> = {
  label: 'Alert summary',
  pageFilters: false,
  summary: {
    op: 'overview',
    tiles: [
      { label: 'Alerts', field: '', count: { items: 'alerts' }, drill: { view: 'alerts' } },
      {
        label: 'Triggered',
        field: '',
        count: { items: 'alerts', where: { status: 'TRIGGERED' } },
        drill: { view: 'alerts', params: { status: 'TRIGGERED' } },
      },
      {
        label: 'Not triggered',
        field: '',
        count: { items: 'alerts', where: { status: 'NOT_TRIGGERED' } },
        drill: { view: 'alerts', params: { status: 'NOT_TRIGGERED' } },
      },
    ],
  },
  description:
    'Which of the audit’s alerts fired on this run, the condition each one checks and the value the run measured.',
  views: [
    {
      id: 'alerts',
      label: 'Alerts',
      params: { status: 'Status', alertId: 'Alert' },
      tables: [
        {
          id: 'alerts',
          title: 'Alerts',
          op: 'alerts',
          rows: 'alerts',
          rowId: (row) => String(row.id),
          bodyParams: ['status'],
          select: (row) => ({ alertId: Number(row.id) }),
          selectLabel: (row) => String(at(row, 'config.name') ?? row.id),
          columns: [
            nested('config.name', 'Alert', { width: 280 }),
            nested('config.metricType', 'Metric', {
              width: 300,
              cell: (row) => alertMetricLabel(String(at(row, 'config.metricType') ?? '')),
            }),
            { id: 'logic', header: 'Triggers when', width: 220, accessor: logic, sortable: false },
            nested('result.actualValue', 'Measured value', {
              align: 'right',
              width: 140,
              cell: (row) => measured(row, 'result.actualValue'),
            }),
            nested('result.status', 'Result', {
              width: 170,
              sortable: false,
              cell: (row) => statusText(at(row, 'result.status')),
            }),
            nested('config.subscriberCount', 'Subscribers', { align: 'right', width: 120 }),
            nested('config.isUserSubscribed', 'Subscribed', {
              width: 110,
              sortable: false,
              defaultHidden: true,
              cell: (row) => (at(row, 'config.isUserSubscribed') ? 'Yes' : 'No'),
            }),
          ],
        },
        {
          id: 'alert',
          title: 'The selected alert on this run',
          op: 'alert',
          rows: '',
          rowId: (row) => String(row.id),
          needs: ['alertId'],
          pathParams: ['alertId'],
          columns: [
            nested('config.name', 'Alert', { width: 260 }),
            { id: 'logic', header: 'Triggers when', width: 220, accessor: logic },
            nested('result.actualValue', 'Measured value', {
              align: 'right',
              width: 140,
              cell: (row) => measured(row, 'result.actualValue'),
            }),
            nested('result.previousRunValue', 'Previous run', {
              align: 'right',
              width: 130,
              cell: (row) => measured(row, 'result.previousRunValue'),
            }),
            nested('result.status', 'Result', {
              width: 170,
              cell: (row) => statusText(at(row, 'result.status')),
            }),
            nested('config.subscriberCount', 'Subscribers', { align: 'right', width: 120 }),
          ],
        },
      ],
    },
    {
      id: 'overview',
      label: 'Status overview',
      tables: [
        {
          id: 'overview',
          title: 'Every alert of the audit and its status on this run',
          op: 'overview',
          rows: 'alerts',
          rowId: (row) => String(row.id),
          columns: [
            nested('name', 'Alert', { width: 280 }),
            nested('metricType', 'Metric', {
              width: 300,
              cell: (row) => alertMetricLabel(String(at(row, 'metricType') ?? '')),
            }),
            nested('status', 'Result', { width: 170, cell: (row) => statusText(at(row, 'status')) }),
            nested('isSubscribed', 'Subscribed', {
              width: 110,
              cell: (row) => (at(row, 'isSubscribed') ? 'Yes' : 'No'),
            }),
          ],
        },
      ],
    },
  ],
};
