import { useDeferredValue, type ReactNode } from 'react';
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
}

/**
 * Loading, error (with Retry) and data states of one query, for one view only. The view's first
 * render with data runs in a transition: React splits it into short tasks, so a large view arriving
 * does not block input (the loading state stays on screen until it is ready).
 */
export function QueryView<T>({ query, loading, errorTitle, children }: QueryViewProps<T>) {
  const ready = useDeferredValue(!query.isPending && !query.isError);
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
