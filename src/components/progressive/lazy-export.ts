import { createElement, lazy, type ComponentType } from 'react';

/** How to fetch again each lazy component whose code failed to arrive (React.lazy keeps a failure). */
const failed = new Set<() => void>();

/** Let every lazy component whose code failed to arrive fetch it again on its next render (a Retry). */
export function retryFailedCode(): void {
  for (const renew of [...failed]) renew();
  failed.clear();
}

/**
 * `React.lazy` for a named export: the component `pick` takes from the module `load` imports. Code
 * that failed to arrive stays failed (React retries a failed render: a new fetch each time would loop)
 * until {@link retryFailedCode}, which a boundary's Retry calls.
 */
export function lazyExport<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const make = (): ComponentType<P> =>
    lazy(() =>
      load().then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          failed.add(() => (current = make()));
          throw error;
        },
      ),
    );
  let current = make();
  return function LazyExport(props: P) {
    return createElement(current, props);
  };
}
