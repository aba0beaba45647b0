import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePrintPhase } from '@/components/print/print-store';

interface WhenVisibleProps {
  children: ReactNode;
  /** Shown, at the size of what it stands for, until the spot comes near the viewport. */
  placeholder: ReactNode;
  /** How near the viewport counts as visible (an IntersectionObserver root margin). */
  rootMargin?: string;
}

/**
 * Renders `children` once their spot comes within `rootMargin` of the viewport, and keeps them
 * after: code and work for what is below the fold (a chart under a phone's first screen) wait until
 * the user scrolls towards it. Without IntersectionObserver, at once; and for a print, which shows
 * the whole screen.
 */
export function WhenVisible({ children, placeholder, rootMargin = '200px' }: WhenVisibleProps) {
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  const spot = useRef<HTMLDivElement>(null);
  const printing = usePrintPhase() !== 'idle';

  useEffect(() => {
    const element = spot.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setShown(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, rootMargin]);

  return shown || printing ? children : <div ref={spot}>{placeholder}</div>;
}
