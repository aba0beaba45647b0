import { lazy, type ComponentType } from 'react';

/** `React.lazy` for a named export: the component `pick` takes from the module `load` imports. */
export function lazyExport<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
