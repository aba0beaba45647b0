import { useEffect, type RefObject } from 'react';

/**
 * Scroll a table's frame sideways, just enough to bring the column at `index` (of the visible ones)
 * into view, whenever the column asked for or the table's width changes; nothing when none is asked
 * for or it is in view already.
 */
export function useRevealColumn(
  scrollRef: RefObject<HTMLDivElement | null>,
  index: number | undefined,
  tableWidth: number,
): void {
  useEffect(() => {
    const frame = scrollRef.current;
    if (!frame || index === undefined || index < 0) return;
    const header = frame.querySelector<HTMLElement>(`thead > tr > th:nth-child(${index + 1})`);
    if (!header) return;
    const left = header.offsetLeft;
    const right = left + header.offsetWidth;
    if (left < frame.scrollLeft) frame.scrollLeft = left;
    else if (right > frame.scrollLeft + frame.clientWidth)
      frame.scrollLeft = Math.min(left, right - frame.clientWidth);
  }, [scrollRef, index, tableWidth]);
}
