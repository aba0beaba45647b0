import { request } from '@/api/client';
import { numberedPage } from '@/api/pagination';
import { RUN_PAGES_SIZE, runPagesSchema } from '@/api/runs/schemas';
import { defineDimension, textOf } from '../dimension';
import { readRunRows } from '../read-rows';
import { paths } from '@/lib/routes';

/** Load-time bands (upper bounds in ms): jitter within a band is not a change, moving band is. */
const loadBands = [
  { below: 1000, label: 'Under 1 s' },
  { below: 3000, label: '1–3 s' },
  { below: 5000, label: '3–5 s' },
  { below: Infinity, label: '5 s or more' },
] as const;

/** The band a load time (ms) falls in. */
export function loadTimeBand(ms: number | undefined): string {
  if (ms === undefined) return '–';
  return loadBands.find((band) => ms < band.below)!.label;
}

/** Pages: every scanned page, by URL, compared on its status code and load-time band. */
export const pagesDimension = defineDimension({
  label: 'Pages',
  noun: ['page', 'pages'],
  description:
    'Pages scanned in either run, by URL: the status code and the load time band (under 1 s, 1–3 s, 3–5 s, 5 s or more).',
  readRows: (run) =>
    readRunRows(run, ({ page, signal }) =>
      request(`/v3/web-audits/${run.auditId}/runs/${run.runId}/pages`, {
        query: { page, size: RUN_PAGES_SIZE.max },
        schema: runPagesSchema,
        signal,
      }).then((answer) => numberedPage(answer.metadata.pagination, answer.pages)),
    ),
  key: (row) => row.url,
  columns: [{ header: 'URL', text: (row) => row.url, mono: true, width: 460 }],
  attributes: [
    { id: 'status', label: 'Status code', text: (row) => textOf(row.statusCode) },
    { id: 'load', label: 'Load time', text: (row) => loadTimeBand(row.loadTime) },
  ],
  drill: (row, { auditId, runId }) => paths.page({ auditId, runId, pageId: row.id }),
  drillTarget: 'page',
});
