import { useCallback, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 6;

/** The body row element of the row at `index` inside a table's scroll area. */
export function rowElementAt(scroll: HTMLElement | null, index: number): HTMLTableRowElement | null {
  return scroll?.querySelector<HTMLTableRowElement>(`tbody > tr[data-index="${index}"]`) ?? null;
}

interface RowWindowOptions {
  rowCount: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Height of the sticky header: rows scroll in below it. */
  headerHeight: number;
  estimateRowHeight: number;
  getItemKey: (index: number) => string | number;
  /** Render only the rows near the viewport (default); false renders every row (print). */
  virtualize: boolean;
}

/** Which rows a table renders, the space kept for those it does not, and how to bring one into view. */
export interface RowWindow {
  indexes: number[];
  /** Space above the first rendered row and below the last (rows not rendered). */
  topSpace: number;
  bottomSpace: number;
  scrollToIndex: (index: number) => void;
  /** Measures a rendered row's height (a row whose text wraps is taller than estimated); none without a window. */
  measureRow: ((row: HTMLTableRowElement | null) => void) | undefined;
}

/**
 * The rows to render: with `virtualize`, a window around the viewport (TanStack Virtual) with
 * spacers standing in for the rest; without it, every row.
 */
export function useRowWindow(options: RowWindowOptions): RowWindow {
  const { rowCount, scrollRef, headerHeight, estimateRowHeight, getItemKey, virtualize } = options;
  const estimateSize = useCallback(() => estimateRowHeight, [estimateRowHeight]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the app does not use the React Compiler; the virtualizer re-renders this component itself
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: virtualize ? rowCount : 0,
    // No scroll element when every row renders: the virtualizer then measures nothing (its first
    // measure forces a layout of the page).
    getScrollElement: () => (virtualize ? scrollRef.current : null),
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    paddingStart: headerHeight,
    scrollPaddingStart: headerHeight,
    useFlushSync: false,
  });
  if (!virtualize) {
    return {
      indexes: Array.from({ length: rowCount }, (_, index) => index),
      topSpace: 0,
      bottomSpace: 0,
      scrollToIndex: (index) =>
        rowElementAt(scrollRef.current, index)?.scrollIntoView?.({ block: 'nearest' }),
      measureRow: undefined,
    };
  }
  const items = virtualizer.getVirtualItems();
  const firstItem = items[0];
  const lastItem = items[items.length - 1];
  const totalSize = virtualizer.getTotalSize();
  return {
    indexes: items.map((item) => item.index),
    topSpace: firstItem ? firstItem.start - headerHeight : 0,
    bottomSpace: lastItem ? totalSize - lastItem.end : Math.max(totalSize - headerHeight, 0),
    scrollToIndex: (index) => virtualizer.scrollToIndex(index),
    measureRow: virtualizer.measureElement,
  };
}
