import type { GridCell } from '@/api/grid/query-schemas';
import { bool, col, type ColumnSpec } from './columns';
import { runStatus, TAG_ENUM } from './enums';
import { entityTable, type GridTable } from './table';

/** One hand-written row of the test table. */
interface Row {
  auditId: number;
  title: string | null;
  url: string;
  code: number;
  load: number | null;
  cls: number | null;
  at: string | null;
  status: 'Completed' | 'In progress' | 'Failed';
  audit: string;
  labels: Array<[number, string]>;
  tags: number[];
  chain: string[];
  recent: boolean;
}

const rows: Row[] = [
  // r0
  {
    auditId: 1,
    title: 'Home',
    url: 'https://a.com/',
    code: 200,
    load: 1000,
    cls: 0.1,
    at: '2026-01-01T00:00:00.000Z',
    status: 'Completed',
    audit: 'Audit A',
    labels: [
      [1, 'Production'],
      [3, 'GDPR'],
    ],
    tags: [100, 101],
    chain: ['gtm', 'ga'],
    recent: true,
  },
  // r1
  {
    auditId: 1,
    title: 'Tents',
    url: 'https://a.com/products/tents',
    code: 404,
    load: 3000,
    cls: 0.25,
    at: '2026-01-02T12:00:00.000Z',
    status: 'Failed',
    audit: 'Audit A',
    labels: [[1, 'Production']],
    tags: [100],
    chain: ['gtm'],
    recent: false,
  },
  // r2
  {
    auditId: 2,
    title: 'Boots',
    url: 'https://b.com/products/boots',
    code: 200,
    load: 2000,
    cls: null,
    at: '2026-01-03T00:00:00.000Z',
    status: 'Completed',
    audit: 'Audit B',
    labels: [],
    tags: [101, 105],
    chain: [],
    recent: true,
  },
  // r3
  {
    auditId: 2,
    title: null,
    url: 'https://b.com/blog/trail',
    code: 301,
    load: 500,
    cls: 0.05,
    at: null,
    status: 'In progress',
    audit: 'Audit B',
    labels: [[3, 'GDPR']],
    tags: [],
    chain: ['ga'],
    recent: false,
  },
  // r4
  {
    auditId: 3,
    title: 'Stove',
    url: 'https://c.com/products/stove',
    code: 200,
    load: 4000,
    cls: 0.4,
    at: '2026-01-05T00:00:00.000Z',
    status: 'Completed',
    audit: 'Audit C',
    labels: [[2, 'Staging']],
    tags: [100, 101, 105],
    chain: ['gtm', 'fb', 'ga'],
    recent: true,
  },
  // r5
  {
    auditId: 3,
    title: 'Maps',
    url: 'https://c.com/maps?q=1',
    code: 500,
    load: null,
    cls: 0.1,
    at: '2025-12-31T23:59:59.000Z',
    status: 'Failed',
    audit: 'Audit C',
    labels: [],
    tags: [100],
    chain: ['fb'],
    recent: false,
  },
];

const columns: ColumnSpec<Row>[] = [
  col.intId('AUDIT_ID', 'Audit ID', (r) => r.auditId),
  col.text('PAGE_TITLE', 'Title', (r) => r.title),
  col.text('FINAL_PAGE_URL', 'URL', (r) => r.url, { nullable: false, byDefault: true }),
  col.integer('FINAL_PAGE_STATUS_CODE', 'Status code', (r) => r.code, 'code', { byDefault: true }),
  col.integer('PAGE_LOAD_TIME', 'Load time', (r) => r.load, 'measure'),
  col.decimal('PAGE_CUMULATIVE_LAYOUT_SHIFT', 'CLS', (r) => r.cls),
  col.timestamp('RUN_STARTED_AT', 'Started', (r) => r.at),
  col.enumeration('AUDIT_RUN_COMPLETION_STATUS', 'Status', runStatus.def, (r) => runStatus.id(r.status)),
  col.reference(
    'AUDIT',
    'Audit',
    'audit',
    [
      ['id', 'AUDIT_ID'],
      ['name', 'AUDIT_NAME'],
    ],
    (r) => [r.auditId, r.audit],
  ),
  col.list('LABELS', 'Labels', 'label', ['id', 'name'], (r) => r.labels as GridCell[]),
  col.list('TAGS', 'Tags', 'tag_technology_id', ['id'], (r) => r.tags, { enumDef: TAG_ENUM }),
  col.list('CHAIN', 'Initiator chain', 'request_initiator', ['name'], (r) => r.chain, { ordered: true }),
  bool('IS_MOST_RECENT_RUN', 'Most recent', (r) => r.recent),
];

/** Six hand-written rows over every kind of column, for the engine's semantics tests. */
export function fixtureTable(): GridTable {
  return entityTable(rows, columns);
}

/** The URL of each fixture row, by row number (`urls[1]` is r1). */
export const urls = rows.map((row) => row.url);
