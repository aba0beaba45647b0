import type { ReactNode } from 'react';
import type { PageAnswer, PageRequest } from '@/api/pagination';

/** Raw cell value returned by a column accessor: used for sorting, the title tooltip and CSV export. */
export type CellValue = string | number | boolean | null | undefined;

/** Declarative description of one table column. */
export interface ColumnSpec<T> {
  /** Stable id; also the sort id sent to a server. */
  id: string;
  /** Visible header text. */
  header: string;
  /** Unit of the raw value (`ms`, `bytes`): the CSV header names it (`Load time (ms)`). */
  unit?: string;
  /** Raw value, used for client sorting, the cell title and CSV export. */
  accessor: (row: T) => CellValue;
  /** Custom rendering; defaults to the formatted accessor value as text. */
  cell?: (row: T) => ReactNode;
  /** Horizontal alignment of the cell content (numbers: right). */
  align?: 'left' | 'right' | 'center';
  /** Initial width in px (default 160). */
  width?: number;
  /** Whether clicking the header sorts (default true). */
  sortable?: boolean;
  /** Whether the column can be hidden from the Columns menu (default true). */
  hideable?: boolean;
  /** Start hidden (the user can show it from the Columns menu). */
  defaultHidden?: boolean;
  /** Render the cell in the monospace font (URLs, raw values). */
  mono?: boolean;
  /**
   * The cell's content is text that wraps (a custom cell of text or links): the column may be
   * narrowed, like a plain text column, for the table to fit its frame. A custom cell keeps its width
   * otherwise (a badge, a chip, buttons).
   */
  wraps?: boolean;
  /** Shown in the header instead of the text (e.g. a select-all checkbox); `header` still names the column. */
  headerCell?: ReactNode;
  /** The cell is a control of its own (e.g. a row checkbox): never the row's link, left out of the CSV. */
  control?: boolean;
}

/** Every row of a paged table's current query (filters and sort applied), for its whole download and print. */
export interface WholeRows<T> {
  /** One page of the query, at the largest page size the contract allows (`pageSize`). */
  readPage: (request: PageRequest) => Promise<PageAnswer<T>>;
  /** The page size `readPage` asks for: with the download cap it bounds the pages read. */
  pageSize: number;
  /** Rows in the whole query, when known. */
  total?: number | undefined;
  /** Pages read at the same time (default 2). */
  parallel?: number | undefined;
  /** Name of the whole file (`run-50248-pages.csv`, with the filter and sort when there are). */
  fileName: string;
  /** False where the service's own export is the table's download: the rows serve print only. */
  download?: boolean | undefined;
}

/** One sort key: the column id and its direction. */
export interface SortRule {
  id: string;
  desc: boolean;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<T> {
  /** Accessible name of the table (aria-label). */
  label: string;
  /** All rows; the table virtualizes them (see `virtualize`), so it can hold 100,000 rows. */
  data: readonly T[];
  /** Column specs; keep the array stable (module constant or useMemo). */
  columns: ColumnSpec<T>[];
  /** Stable unique id of a row. */
  getRowId: (row: T) => string;
  /** Controlled sorting (e.g. from the URL); uncontrolled when absent. */
  sorting?: SortRule[];
  /** Called with the next sorting whenever the user changes it. */
  onSortingChange?: (next: SortRule[]) => void;
  /** The server sorts: rows are displayed in the order given. */
  manualSorting?: boolean;
  /** Show skeleton rows below the headers. */
  loading?: boolean;
  /** Shown in the body when there are no rows (default "No rows to show"). */
  empty?: ReactNode;
  /** Makes rows navigable: the first visible cell becomes a link to this href. */
  rowHref?: (row: T) => string | undefined;
  /** Called on Enter or click on a row that has no href. */
  onRowActivate?: (row: T) => void;
  /** Called when the pointer enters a row or focus moves into it (e.g. to prefetch what it opens). */
  onRowIntent?: (row: T) => void;
  /**
   * Height limit of the scroll area (default 70vh); the header sticks inside it. It is the CSS
   * variable `--data-table-max-height`, which a print rule can set to `none`.
   */
  maxHeight?: number | string;
  /** Render only the rows near the viewport (default true); false renders every row (print). */
  virtualize?: boolean;
  /**
   * When set, a "Download CSV" button exports the current view to this file; with `wholeRows` it is
   * the name of the second choice, "This page only".
   */
  csvFileName?: string;
  /** A paged table's whole query: "Download all (CSV)" writes it, and print shows every row of it. */
  wholeRows?: WholeRows<T> | undefined;
  /**
   * What one row is, singular and plural (`['page', 'pages']`): the downloads then say what they
   * hold ("Download all 1,200 pages (CSV)", "Download 15 cookies (CSV)"), where two tables share a screen.
   */
  rowNoun?: readonly [string, string] | undefined;
  /** A column to bring into view sideways (a grid's filtered column), by id. */
  revealColumnId?: string | undefined;
  /** Extra controls rendered left of the built-in Columns / CSV buttons. */
  toolbar?: ReactNode;
  /** Offer the Columns menu (default true); the toolbar disappears when it has nothing to show. */
  columnsMenu?: boolean;
  /** Estimated row height in px used by the virtualizer (default 36). */
  estimateRowHeight?: number;
  /** A sticky footer row (e.g. totals): content by column id; columns without an entry stay empty. */
  footer?: Partial<Record<string, ReactNode>>;
  /** Accessible name of the footer row (default "Totals"). */
  footerLabel?: string;
}
