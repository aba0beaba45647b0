import { useDeferredValue, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { holdDeferredWhileRendering } from '@/components/progressive/when-settled';
import { ErrorPanel } from './ErrorPanel';

/** The parts of a query result a view needs (a useQuery result, or several combined). */
export type QueryLike<T> =
  | {
      isPending: true;
      isError: false;
      data: undefined;
      error: null;
      isFetching: boolean;
      refetch: () => unknown;
    }
  | {
      isPending: false;
      isError: true;
      data: T | undefined;
      error: unknown;
      isFetching: boolean;
      refetch: () => unknown;
    }
  | { isPending: false; isError: false; data: T; error: null; isFetching: boolean; refetch: () => unknown };

interface QueryViewProps<T> {
  query: QueryLike<T>;
  /** Rendered while the first load is in flight. */
  loading: ReactNode;
  /** Title of the error panel, e.g. "Could not load the run history". */
  errorTitle?: string;
  children: (data: T) => ReactNode;
  /**
   * Render the first data in a transition: React splits it into short tasks, so a large view arriving
   * does not block input (the loading state stays until it is ready). For one large view fed by one
   * read (or a combined one); not for a screen of many small views, where each read that arrives
   * restarts the others' transition renders (a report's main-thread work grew by a fifth).
   */
  inTransition?: boolean;
  /**
   * Called once the data view has committed: reads that this view does not need first can wait for it,
   * so that their answers do not restart its transition render.
   */
  onShown?: () => void;
}

/** Loading, error (with Retry) and data states of one query, for one view only. */
export function QueryView<T>({
  query,
  loading,
  errorTitle,
  children,
  inTransition,
  onShown,
}: QueryViewProps<T>) {
  // Without inTransition the deferred value stays `true`, so React schedules no second render.
  const ready = useDeferredValue(inTransition ? !query.isPending && !query.isError : true);
  // Data in hand, its transition render not committed: deferred code waits for the data to show.
  const rendering = !ready && !query.isPending && !query.isError;
  useLayoutEffect(() => (rendering ? holdDeferredWhileRendering() : undefined), [rendering]);
  const shown = ready && !query.isPending && !query.isError;
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);
  if (query.isPending) return <>{loading}</>;
  if (query.isError) {
    return (
      <ErrorPanel
        error={query.error}
        title={errorTitle}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!ready) return <>{loading}</>;
  return <>{children(query.data)}</>;
}
