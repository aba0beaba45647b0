import type { ColumnSpec } from '@/components/data-table';

/** A synthetic crawled page, shaped like the app's page rows. */
export interface PageRow {
  id: string;
  url: string;
  status: number;
  loadMs: number;
  sizeKb: number;
  title: string;
  tagCount: number;
  contentType: string;
  depth: number;
}

const STATUSES = [200, 200, 200, 200, 200, 200, 301, 302, 404, 500];
const CONTENT_TYPES = ['text/html', 'text/html', 'text/html', 'application/pdf', 'image/png'];
const SECTIONS = ['blog', 'products', 'docs', 'help', 'news', 'about'];

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), so every run renders the same rows. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `count` deterministic page rows. */
export function makePageRows(count: number): PageRow[] {
  const random = seededRandom(42);
  const pick = <V>(values: readonly V[]) => values[Math.floor(random() * values.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const section = pick(SECTIONS);
    const depth = 1 + Math.floor(random() * 6);
    return {
      id: `page-${i}`,
      url: `https://www.example.com/${section}/${'item/'.repeat(depth - 1)}page-${i}`,
      status: pick(STATUSES),
      loadMs: Math.round(80 + random() ** 3 * 4_000),
      sizeKb: Math.round((5 + random() * 900) * 10) / 10,
      title: `${section[0]!.toUpperCase()}${section.slice(1)} page ${i}: ${pick(['overview', 'details', 'pricing', 'FAQ'])}`,
      tagCount: Math.floor(random() * 40),
      contentType: pick(CONTENT_TYPES),
      depth,
    };
  });
}

/** The eight columns both table cases show. */
export const pageColumns: ColumnSpec<PageRow>[] = [
  { id: 'url', header: 'URL', accessor: (row) => row.url, mono: true, width: 340 },
  { id: 'status', header: 'Status', accessor: (row) => row.status, align: 'right', width: 90 },
  { id: 'loadMs', header: 'Load time (ms)', accessor: (row) => row.loadMs, align: 'right', width: 130 },
  { id: 'sizeKb', header: 'Size (KB)', accessor: (row) => row.sizeKb, align: 'right', width: 110 },
  { id: 'title', header: 'Title', accessor: (row) => row.title, width: 280 },
  { id: 'tagCount', header: 'Tags', accessor: (row) => row.tagCount, align: 'right', width: 80 },
  { id: 'contentType', header: 'Type', accessor: (row) => row.contentType, width: 140 },
  { id: 'depth', header: 'Depth', accessor: (row) => row.depth, align: 'right', width: 80 },
];

/** Stable id of a page row. */
export const pageRowId = (row: PageRow) => row.id;
