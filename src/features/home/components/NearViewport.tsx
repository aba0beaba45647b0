import { useEffect, type ReactNode } from 'react';
import { useNearViewport } from '@/components/progressive/use-near-viewport';

/** Its children, and `onNear` called once they come near the viewport (at once without IntersectionObserver). */
export function NearViewport({ children, onNear }: { children: ReactNode; onNear: () => void }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  useEffect(() => {
    if (near) onNear();
  }, [near, onNear]);
  return <div ref={ref}>{children}</div>;
}
