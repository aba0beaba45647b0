import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within `rootMargin` of the viewport (and stays true after): attach
 * the returned ref to it. Watched only while `enabled` (not while the page above it is still a
 * skeleton, where everything is near). Without IntersectionObserver, true at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '200px', enabled = true) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (near || !element || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin, enabled]);
  return { ref, near };
}
