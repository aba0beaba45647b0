import type { CompareRow } from './diff';
import type { OnProgress, PagedList } from '@/api/pagination';

/** Where one run's rows are read: the run, a signal to stop and a callback as pages arrive. */
export interface RunContext {
  auditId: number;
  runId: number;
  signal: AbortSignal;
  onProgress: OnProgress;
  /** Pages the run scanned (from the audit's history), for progress of reads that do not say their total. */
  pageCount?: number | undefined;
}

/** How an identity column of a dimension's items (name, domain…) is shown; it is never compared. */
export interface ColumnInfo {
  header: string;
  mono?: boolean | undefined;
  width?: number | undefined;
}

/** An identity column and how to read it from a row. */
export interface IdentityColumn<Row> extends ColumnInfo {
  text: (row: Row) => string;
}

/** A compared attribute as the screen shows it: two runs' items with different text here are "changed". */
export interface AttributeInfo {
  /** Stable id, also in the URL (`attr=`). */
  id: string;
  label: string;
  mono?: boolean | undefined;
}

/** A compared attribute and how to read it from a row. */
export interface CompareAttribute<Row> extends AttributeInfo {
  /** The value as compared and shown (a band, a label…); '–' when absent. */
  text: (row: Row) => string;
}

/** One dimension of the comparison, declared on the rows its source answers. */
export interface DimensionSpec<Row> {
  label: string;
  /** What one item is, singular and plural. */
  noun: readonly [string, string];
  description: string;
  /** Read every row of one run (paging through the list as needed, up to the page cap). */
  readRows: (run: RunContext) => Promise<PagedList<Row>>;
  /** Identity of an item across runs. */
  key: (row: Row) => string;
  columns: readonly IdentityColumn<Row>[];
  attributes: readonly CompareAttribute<Row>[];
  /** The app URL listing the pages of this item in the run (or the page itself). */
  drill: (row: Row, run: { auditId: number; runId: number }) => string | undefined;
  /** What the drill link opens, for its label: the item's pages, or the page. */
  drillTarget: 'pages' | 'page';
  /** What progress counts, when not items (default: the plural noun). */
  progressNoun?: string;
  /** One cheap request per run: read as soon as the comparison opens, so its tab count shows at once. */
  eager?: boolean;
}

/** A dimension as the generic screen uses it: rows already turned into comparison rows. */
export interface CompareDimension {
  label: string;
  noun: readonly [string, string];
  description: string;
  columns: readonly ColumnInfo[];
  attributes: readonly AttributeInfo[];
  drillTarget: 'pages' | 'page';
  progressNoun?: string | undefined;
  eager?: boolean | undefined;
  /** Read one run's items as comparison rows. */
  load: (run: RunContext) => Promise<RunRows>;
}

/** One run's items as comparison rows, and whether the page cap cut its list short. */
export interface RunRows {
  rows: CompareRow[];
  complete: boolean;
}

/** Turn a dimension declared on its own rows into the generic shape the screen and the diff use. */
export function defineDimension<Row>(spec: DimensionSpec<Row>): CompareDimension {
  const { readRows, key, columns, attributes, drill, ...rest } = spec;
  return {
    ...rest,
    columns: columns.map(({ header, mono, width }) => ({ header, mono, width })),
    attributes: attributes.map(({ id, label, mono }) => ({ id, label, mono })),
    load: async (run) => {
      const { items, complete } = await readRows(run);
      const where = { auditId: run.auditId, runId: run.runId };
      const rows = items.map((row) => ({
        key: key(row),
        cells: columns.map((column) => column.text(row)),
        values: Object.fromEntries(attributes.map((attribute) => [attribute.id, attribute.text(row)])),
        href: drill(row, where),
      }));
      return { rows, complete };
    },
  };
}

/** Text of a value that may be absent: '–' for none. */
export function textOf(value: string | number | null | undefined): string {
  return value === undefined || value === null || value === '' ? '–' : String(value);
}

/** Yes / No for a flag ('–' when absent). */
export function yesNo(value: boolean | undefined): string {
  return value === undefined ? '–' : value ? 'Yes' : 'No';
}

/** The search string of a drill link: the given parameters, URL-encoded. */
export function drillSearch(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) search.set(name, String(value));
  return `?${search.toString()}`;
}
