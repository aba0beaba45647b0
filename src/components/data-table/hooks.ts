import { useEffect, useState, type RefObject } from 'react';
import type { SortRule } from './types';

/** Height in px of an element, tracked with ResizeObserver; `fallback` until first measured. */
export function useElementHeight(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The entry's size, not getBoundingClientRect(): reading layout here would force another one
    // when an earlier observer (any on the page) has changed the DOM.
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      setHeight(Math.round(box ? box.blockSize : element.getBoundingClientRect().height));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return height ?? fallback;
}

/**
 * Inner width in px of an element (its client width: inside the border, without a scroll bar),
 * tracked with ResizeObserver; 0 until first measured (or where nothing is laid out).
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.contentBoxSize?.[0];
      setWidth(Math.floor(box ? box.inlineSize : element.clientWidth));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** Whether two sort rule lists are equal item by item. */
export function sameSorting(a: readonly SortRule[], b: readonly SortRule[]): boolean {
  return a.length === b.length && a.every((rule, i) => rule.id === b[i]?.id && rule.desc === b[i]?.desc);
}

/** Keep the previous reference while the value stays structurally equal, so memoized work is not redone. */
export function useStableValue<V>(value: V, equal: (a: V, b: V) => boolean): V {
  const [stable, setStable] = useState(value);
  if (stable !== value && !equal(stable, value)) {
    setStable(value);
    return value;
  }
  return stable;
}
