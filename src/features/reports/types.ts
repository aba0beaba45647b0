import type { ColumnSpec } from '@/components/data-table';
import type { ReportFamilies } from '@/api/reports/families';

/** A report row as the generic screens read it. */
export type ReportRow = Record<string, unknown>;

/** Values of a view's drill-down parameters, read from the URL (`tagId`, `tagAccount`…). */
export type ViewParams = Record<string, string | undefined>;

/** How a number is shown. */
export type FigureFormat = 'count' | 'ms' | 'bytes' | 'percent' | 'score' | 'decimal';

/** A headline number of a family's summary; `drill` opens the view that lists what it counts. */
export interface ReportTile {
  label: string;
  /** Field (path, e.g. `total.score`) of the answer; with `count`, ignored. */
  field: string;
  /** Read the number from this operation instead of the summary's (a GET without a body). */
  op?: string;
  /** Count the rows of an array field of the answer, optionally only those whose fields equal `where`. */
  count?: { items: string; where?: Record<string, string> };
  format?: FigureFormat;
  /** The drill-down view and the parameters that filter it to what the number counts. */
  drill?: { view: string; params?: Record<string, string>; table?: string };
}

/** A trend the family offers: its current-day trend name and the run-relative field it matches. */
export interface ReportTrend {
  /** `{trendName}` of the audit trend operation. */
  name: string;
  label: string;
  /** Field (path) of the run-relative trend item with the same figure (when the family has one). */
  runField?: string;
  /** Field (path) of an audit trend item holding the value (default `trendValue`). */
  valueField?: string;
  format?: FigureFormat;
  /** Audit trend operation (default `trend`) and run trend operation (default `trends`). */
  op?: string;
  runOp?: string;
}

/** One drill-down table of a view. */
export interface ReportTable {
  id: string;
  title: string;
  /** Operation that answers the rows. */
  op: string;
  /** Array field of the answer holding the rows (for paged lists, the list's items); `''`: the answer is one row. */
  rows: string;
  rowId: (row: ReportRow) => string;
  columns: ColumnSpec<ReportRow>[];
  /** View parameters the table needs before it shows (e.g. a selected tag). */
  needs?: string[];
  /** View parameters sent as path parameters (`{tagId}`). */
  pathParams?: string[];
  /** View parameters sent in the request body (number-looking values as numbers). */
  bodyParams?: string[];
  /** Fixed request body fields of this table. */
  body?: Record<string, unknown>;
  /** Body fields built from the view parameters, for operations that take an object (one cookie, one file). */
  bodyFrom?: (params: ViewParams) => Record<string, unknown> | undefined;
  /** Parameters a row selects for the tables after it (keyboard: Enter on the row's link). */
  select?: (row: ReportRow) => Record<string, string | number>;
  /** What a selected row is called in the "Filtered by" chips. */
  selectLabel?: (row: ReportRow) => string;
  /** What one row is, singular and plural (`['cookie', 'cookies']`): the downloads and counts name it. */
  noun?: readonly [string, string];
  /** Page rows: the run page a row opens (its page id field). */
  pageIdField?: string;
}

/** A drill-down view of a family (`/reports/:family/:view`): tables where a selection filters the next. */
export interface ReportView {
  id: string;
  label: string;
  /** Parameters the view reads from the URL, with the label of their "Filtered by" chip. */
  params?: Record<string, string>;
  /** How a parameter's value reads in its chip (default: as is). */
  paramText?: Record<string, (value: string) => string>;
  tables: ReportTable[];
}

/** What the screens need of one family: its name, summary tiles, trends and drill-down views. */
export interface FamilyScreen {
  label: string;
  description: string;
  /** The family's requests take no page filters (the filter bar is hidden); default true. */
  pageFilters?: boolean;
  summary?: { op: string; tiles: ReportTile[] };
  trends?: ReportTrend[];
  /** Drill-down views; the first is shown when the URL names none. */
  views: ReportView[];
}

/** A family's screen whose operation names are checked against the wire registry. */
export type FamilyScreenOf<F extends keyof ReportFamilies> = FamilyScreen & {
  summary?: {
    op: Extract<keyof ReportFamilies[F], string>;
    tiles: Array<ReportTile & { op?: Extract<keyof ReportFamilies[F], string> }>;
  };
  views: Array<
    ReportView & { tables: Array<ReportTable & { op: Extract<keyof ReportFamilies[F], string> }> }
  >;
};
