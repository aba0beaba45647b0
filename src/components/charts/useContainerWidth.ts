import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Width in whole px of the element behind the returned ref: measured before the first paint (so a
 * chart can render once, at its real size) and kept up to date as the element resizes; 0 until known.
 */
export function useContainerWidth<T extends HTMLElement>(): { ref: RefObject<T | null>; width: number } {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = (next: number) => setWidth(Math.floor(next));
    update(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) update(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
