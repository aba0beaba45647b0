import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import type { Row } from '@tanstack/react-table';
import { useNavigate } from 'react-router';
import type { RowHandlers } from './BodyRow';
import type { DataTableFeatures, TableRow } from './columns';
import { rowElementAt, type RowWindow } from './use-row-window';

/** Elements inside a row that handle clicks and keys themselves. */
const INTERACTIVE =
  'a[href], button, input, select, textarea, label, summary, [contenteditable="true"], [role="button"], [role="link"], [role="checkbox"], [role="menuitem"]';

/** Whether an event started on an interactive element inside the row (which handles it itself). */
function fromInteractive(target: EventTarget, row: HTMLElement): boolean {
  const hit = target instanceof Element ? target.closest(INTERACTIVE) : null;
  return hit !== null && hit !== row && row.contains(hit);
}

interface RowKeyboardOptions<T> {
  rows: readonly Row<DataTableFeatures, TableRow<T>>[];
  /** Rows shown (0 while loading). */
  rowCount: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  rowWindow: RowWindow;
  headerHeight: number;
  estimateRowHeight: number;
  rowHref: ((row: T) => string | undefined) | undefined;
  onRowActivate: ((row: T) => void) | undefined;
  onRowIntent: ((row: T) => void) | undefined;
}

/**
 * Keyboard, focus and click handling of a table's rows: one row is the tab stop (roving tabindex),
 * arrows, Page Up/Down, Home and End move focus (scrolling the row into view), Enter or a click
 * opens the row, and focus or a resting pointer reports the row's intent.
 */
export function useRowKeyboard<T>(options: RowKeyboardOptions<T>) {
  const { rows, rowCount, scrollRef, rowWindow, headerHeight, estimateRowHeight } = options;
  const { rowHref, onRowActivate, onRowIntent } = options;
  const navigate = useNavigate();
  const pendingFocus = useRef<number | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const focusIndex = Math.min(activeIndex, rowCount - 1);
  const first = rowWindow.indexes[0];
  const last = rowWindow.indexes.at(-1);
  const tabStopIndex =
    first !== undefined && last !== undefined && (focusIndex < first || focusIndex > last)
      ? first
      : focusIndex;

  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    const element = rowElementAt(scrollRef.current, target);
    if (!element) return;
    pendingFocus.current = null;
    element.focus({ preventScroll: true });
  });

  const moveFocus = (index: number) => {
    if (rowCount === 0) return;
    const next = Math.max(0, Math.min(index, rowCount - 1));
    setActiveIndex(next);
    rowWindow.scrollToIndex(next);
    const element = rowElementAt(scrollRef.current, next);
    if (element) {
      pendingFocus.current = null;
      element.focus({ preventScroll: true });
    } else {
      pendingFocus.current = next;
    }
  };

  const navigable = rowHref !== undefined || onRowActivate !== undefined;
  const activate = (row: Row<DataTableFeatures, TableRow<T>>) => {
    const href = rowHref?.(row.original);
    if (href !== undefined) navigate(href);
    else onRowActivate?.(row.original);
  };

  const pageSize = () => {
    const viewport = scrollRef.current?.clientHeight ?? 0;
    return Math.max(1, Math.floor((viewport - headerHeight) / estimateRowHeight) - 1);
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, select, textarea, [contenteditable="true"]')) return;
    const keyTargets: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + pageSize(),
      PageUp: index - pageSize(),
      Home: 0,
      End: rowCount - 1,
    };
    const next = keyTargets[event.key];
    if (next !== undefined) {
      event.preventDefault();
      moveFocus(next);
      return;
    }
    const row = rows[index];
    if (event.key === 'Enter' && event.target === event.currentTarget && navigable && row) {
      event.preventDefault();
      activate(row);
    }
  };

  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, index: number) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (fromInteractive(event.target, event.currentTarget)) return;
    if (window.getSelection()?.toString()) return;
    const row = rows[index];
    if (row) activate(row);
  };

  const onRowFocus = (event: FocusEvent<HTMLTableRowElement>, index: number) => {
    setActiveIndex(index);
    const row = rows[index];
    if (!onRowIntent || !row) return;
    const from = event.relatedTarget;
    if (from instanceof Node && event.currentTarget.contains(from)) return;
    onRowIntent(row.original);
  };

  // The rows get the same handler functions every render (so a memoized row stays as it is); the
  // functions call the latest handlers, which see this render's rows and state.
  const latestHandlers = useRef({ onRowFocus, onRowKeyDown, onRowClick, onRowIntent, rows });
  useLayoutEffect(() => {
    latestHandlers.current = { onRowFocus, onRowKeyDown, onRowClick, onRowIntent, rows };
  });
  const rowHandlers = useMemo<RowHandlers>(
    () => ({
      onFocus: (event, index) => latestHandlers.current.onRowFocus(event, index),
      onKeyDown: (event, index) => latestHandlers.current.onRowKeyDown(event, index),
      onClick: (event, index) => latestHandlers.current.onRowClick(event, index),
      onIntent: (index) => {
        const { onRowIntent: intent, rows: current } = latestHandlers.current;
        const row = current[index];
        if (intent && row) intent(row.original);
      },
    }),
    [],
  );

  return { tabStopIndex, rowHandlers, navigable };
}
