import type { GridRequest } from '@/api/grid/query-schemas';
import { hash32, prng } from '../db/run-data/random';
import { col, type ColumnSpec } from './columns';
import { statusCodeType } from './enums';
import { entityTable, type GridTable } from './table';

interface SyntheticPage {
  auditId: number;
  url: string;
  domain: string;
  statusCode: number;
  loadTime: number;
  size: number;
  visitedAt: string;
}

const domains = [
  'www.acme-outdoors.com',
  'shop.acme-outdoors.com',
  'www.acme-outdoors.co.uk',
  'careers.acme-group.com',
];
const sections = ['products', 'collections', 'blog', 'support', 'stores', 'deals'];

const columns: ColumnSpec<SyntheticPage>[] = [
  col.intId('AUDIT_ID', 'Audit ID', (p) => p.auditId),
  col.text('FINAL_PAGE_URL', 'Final page URL', (p) => p.url, { nullable: false, byDefault: true }),
  col.text('FINAL_PAGE_URL_DOMAIN', 'Final URL domain', (p) => p.domain, { byDefault: true }),
  col.integer('FINAL_PAGE_STATUS_CODE', 'Final status code', (p) => p.statusCode, 'code', {
    byDefault: true,
  }),
  col.enumeration('FINAL_PAGE_STATUS_CODE_TYPE', 'Final status type', statusCodeType.def, (p) =>
    statusCodeType.id(p.statusCode < 300 ? 'Good (2xx)' : p.statusCode < 400 ? 'Redirect (3xx)' : 'Broken'),
  ),
  col.integer('PAGE_LOAD_TIME', 'Page load time (ms)', (p) => p.loadTime, 'measure', { byDefault: true }),
  col.integer('PAGE_SIZE', 'Page size (bytes)', (p) => p.size, 'measure'),
  col.timestamp('ABSOLUTE_PAGE_VISIT_START_TIME', 'Visit started', (p) => p.visitedAt),
];

/**
 * `n` page-like rows (URL, domain, status, load time, size, visit time), the same for the same
 * `n` and `seed`: for benchmarks of the grid engine without building a mock database.
 */
export function syntheticRows(n: number, seed = 1): GridTable {
  const random = prng(hash32(`synthetic:${seed}`));
  const start = Date.UTC(2026, 0, 1);
  const pages = Array.from({ length: n }, (_, i): SyntheticPage => {
    const roll = random.next();
    const domain = random.pick(domains);
    return {
      auditId: 1000 + (i % 25),
      url: `https://${domain}/${random.pick(sections)}/item-${i}`,
      domain,
      statusCode: roll < 0.03 ? 404 : roll < 0.04 ? 500 : roll < 0.1 ? 301 : 200,
      loadTime: Math.round(600 + 900 * -Math.log(1 - random.next() * 0.98)),
      size: random.int(250_000, 4_000_000),
      visitedAt: new Date(start + i * 2_300).toISOString(),
    };
  });
  return entityTable(pages, columns);
}

/** A filter + group + aggregate + sort + totals request over {@link syntheticRows} (and the pages grid). */
export const BENCHMARK_REQUEST: GridRequest = {
  page: 0,
  size: 100,
  filters: {
    conditionMatchMode: 'all',
    conditions: [
      { operator: 'string_contains', filteredColumn: { columnId: 'FINAL_PAGE_URL' }, arg: '/' },
      { operator: 'number_between', filteredColumn: { columnId: 'PAGE_LOAD_TIME' }, start: 0, end: 60_000 },
    ],
  },
  columns: [
    { columnId: 'FINAL_PAGE_URL_DOMAIN', groupBy: true },
    { columnId: 'FINAL_PAGE_STATUS_CODE', groupBy: true },
    { aggregateFunction: 'count_rows' },
    { aggregateFunction: 'avg', aggregatedColumn: { columnId: 'PAGE_LOAD_TIME' } },
    { aggregateFunction: 'percentile_90', aggregatedColumn: { columnId: 'PAGE_LOAD_TIME' } },
    { aggregateFunction: 'sum', aggregatedColumn: { columnId: 'PAGE_SIZE' } },
  ],
  sortBy: [{ columnIndex: 2, sortDesc: true }, { columnIndex: 0 }],
  totals: [
    { columnIndex: 2, aggregateFunction: 'sum' },
    { columnIndex: 3, aggregateFunction: 'avg' },
  ],
};
