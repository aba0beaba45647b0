import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render now: `first` (else `step`) on the first render, then `step` more after each
 * commit (in a transition, so input stays responsive) until all are shown. A long list thus paints
 * its top at once and the rest in the next frames, instead of in one long task. The count never
 * shrinks: a filtered list of fewer items shows all of them at once.
 */
export function useRevealedCount(total: number, step: number, first = step): number {
  const [revealed, setRevealed] = useState(first);
  useEffect(() => {
    if (revealed >= total) return;
    const frame = requestAnimationFrame(() => startTransition(() => setRevealed((count) => count + step)));
    return () => cancelAnimationFrame(frame);
  }, [revealed, total, step]);
  return Math.min(revealed, total);
}
