import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

/**
 * Where a print is: `idle` (the screen), `counting` (every table draws whole and says how many rows
 * it needs), `loading` (paged tables read their whole query) and `printing` (the browser prints).
 */
export type PrintPhase = 'idle' | 'counting' | 'loading' | 'printing';

/** What one table on screen needs for a print. */
export interface PrintTable {
  label: string;
  /** Rows the print shows of it (its whole query). */
  total: number;
  /** Rows it has read so far. */
  loaded: number;
  /** Rows on the screen (a paged table's page): what the browser's own Print prints of it. */
  onScreen: number;
  /** Its whole query must be read for a print (a paged table). */
  needsRead: boolean;
  /** All its rows are there (for the print under way). */
  ready: boolean;
  /** Why reading its rows failed, when it did. */
  failed?: string | undefined;
  /** Start its whole download (offered instead of a print that would be too long). */
  download?: (() => void) | undefined;
}

/** The most rows one print holds: a longer one is offered as a download instead. */
export const MAX_PRINT_ROWS = 5000;

let phase: PrintPhase = 'idle';
/** Counts prints: one more each time a print starts (rows read for one print never show in the next). */
let runs = 0;
let printHandler: (() => void) | null = null;
/** Parts still arriving for the print (a chart whose code loads): the print waits for them. */
let pendingParts = 0;
let tables = new Map<string, PrintTable>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Move the print to `next` (the screen re-renders at once). */
export function setPrintPhase(next: PrintPhase): void {
  if (next === phase) return;
  if (phase === 'idle') {
    // A new print: what an earlier one read counts for nothing.
    runs += 1;
    tables = new Map(
      [...tables].map(([id, table]) => [
        id,
        { ...table, ready: !table.needsRead, loaded: table.needsRead ? 0 : table.loaded, failed: undefined },
      ]),
    );
  }
  phase = next;
  notify();
}

/** The print's phase now (outside React). */
export const printPhase = (): PrintPhase => phase;

/** The print's phase, re-rendering when it moves. */
export const usePrintPhase = (): PrintPhase => useSyncExternalStore(subscribe, printPhase, () => 'idle');

/** Which print this is (see `runs`), re-rendering when a new one starts. */
export const usePrintRun = (): number =>
  useSyncExternalStore(
    subscribe,
    () => runs,
    () => 0,
  );

/** Put a table's print needs in the store (or change them); returns its removal. */
export function setPrintTable(id: string, table: PrintTable): () => void {
  tables = new Map(tables).set(id, table);
  notify();
  return () => {
    if (!tables.has(id)) return;
    tables = new Map(tables);
    tables.delete(id);
    notify();
  };
}

/** Change part of a table's print needs. */
export function updatePrintTable(id: string, change: Partial<PrintTable>): void {
  const table = tables.get(id);
  if (!table) return;
  tables = new Map(tables).set(id, { ...table, ...change });
  notify();
}

/** The tables on screen and their print needs now (outside React). */
export const printTables = (): ReadonlyMap<string, PrintTable> => tables;

/** The tables on screen and their print needs, re-rendering when they change. */
export const usePrintTables = (): ReadonlyMap<string, PrintTable> =>
  useSyncExternalStore(subscribe, printTables, printTables);

/** Hold the print until the returned release: a part drawn for it is still arriving (its code, its data). */
export function holdPrint(): () => void {
  pendingParts += 1;
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    pendingParts -= 1;
    notify();
  };
}

/** How many parts the print still waits for, re-rendering when that changes. */
export const usePrintPendingParts = (): number =>
  useSyncExternalStore(
    subscribe,
    () => pendingParts,
    () => 0,
  );

/** Let the screen's print action take print requests (the command palette's); returns its removal. */
export function setPrintHandler(handler: () => void): () => void {
  printHandler = handler;
  return () => {
    if (printHandler === handler) printHandler = null;
  };
}

/** Print the screen: through its print action, which first reads what the print needs, else at once. */
export function requestPrint(): void {
  if (printHandler) printHandler();
  else window.print();
}

/**
 * The browser's own Print (Ctrl+P, the menu) draws every table whole too: the screen re-renders
 * before the page is laid out for paper, and returns to the screen afterwards.
 */
function followBrowserPrint(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeprint', () => {
    if (phase === 'idle') flushSync(() => setPrintPhase('printing'));
  });
  window.addEventListener('afterprint', () => setPrintPhase('idle'));
}
followBrowserPrint();
