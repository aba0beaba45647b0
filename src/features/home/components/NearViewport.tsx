import { useEffect, type ReactNode } from 'react';
import { useNearViewport } from '@/components/progressive/use-near-viewport';

/**
 * Its children, and `onNear` called once they come near the viewport while `watch` holds (at once
 * without IntersectionObserver).
 */
export function NearViewport({
  children,
  onNear,
  watch,
}: {
  children: ReactNode;
  onNear: () => void;
  /** Watch only once the page above has its final layout (its reads answered). */
  watch: boolean;
}) {
  const { ref, near } = useNearViewport<HTMLDivElement>('200px', watch);
  useEffect(() => {
    if (near) onNear();
  }, [near, onNear]);
  return <div ref={ref}>{children}</div>;
}
