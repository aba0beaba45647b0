import type { ReactNode } from 'react';
import { usePrintPhase } from '@/components/print/print-store';
import { useNearViewport } from './use-near-viewport';

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
  const { ref, near } = useNearViewport<HTMLDivElement>(rootMargin);
  const printing = usePrintPhase() !== 'idle';
  return near || printing ? children : <div ref={ref}>{placeholder}</div>;
}
