/** Where one item of a batch stands: not tried yet, in flight, done, or refused (with why). */
export type BatchStatus = 'waiting' | 'working' | 'succeeded' | 'failed';

/** One item of a batch: its key, what it is called, where it stands and, once settled, what it gave or why it failed. */
export interface BatchEntry<T, R = unknown> {
  key: string;
  label: string;
  item: T;
  status: BatchStatus;
  /** What applying the item answered, once it succeeded. */
  result?: R;
  error?: string;
}

/** How many items of a batch stand where; `settled` counts those that succeeded or failed. */
export interface BatchCounts {
  total: number;
  waiting: number;
  working: number;
  succeeded: number;
  failed: number;
  settled: number;
}

/** Options of {@link runBatch}. */
export interface RunBatchOptions<T, R = unknown> {
  /** Called with the entries after every change (a new array each time). */
  onChange?: (entries: BatchEntry<T, R>[]) => void;
  /** Aborting stops the batch before its next item; the one in flight still settles. */
  signal?: AbortSignal;
  /** The message kept for a failure (default: the error's own message). */
  describeError?: (error: unknown) => string;
}

/** A batch of `items`, every one waiting. */
export function createBatch<T, R = unknown>(
  items: readonly T[],
  key: (item: T) => string,
  label: (item: T) => string,
): BatchEntry<T, R>[] {
  return items.map((item) => ({ key: key(item), label: label(item), item, status: 'waiting' }));
}

/** How many entries are waiting, working, succeeded and failed. */
export function batchCounts(entries: readonly BatchEntry<unknown>[]): BatchCounts {
  const count = (status: BatchStatus) => entries.filter((entry) => entry.status === status).length;
  const succeeded = count('succeeded');
  const failed = count('failed');
  return {
    total: entries.length,
    waiting: count('waiting'),
    working: count('working'),
    succeeded,
    failed,
    settled: succeeded + failed,
  };
}

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The request failed';

/**
 * Apply `apply` to each entry that has not succeeded yet (waiting or failed), one at a time and in
 * order, reporting every change. Run it again on its result to retry what failed. Stops early when
 * `signal` aborts, leaving the rest waiting. Resolves with the final entries; never rejects.
 */
export async function runBatch<T, R = unknown>(
  entries: readonly BatchEntry<T, R>[],
  apply: (item: T) => Promise<R>,
  { onChange, signal, describeError = errorText }: RunBatchOptions<T, R> = {},
): Promise<BatchEntry<T, R>[]> {
  let current = [...entries];
  const set = (index: number, next: Partial<BatchEntry<T, R>>) => {
    current = current.map((entry, i) => (i === index ? { ...entry, ...next } : entry));
    onChange?.(current);
  };
  for (let index = 0; index < current.length; index++) {
    if (current[index]!.status === 'succeeded') continue;
    if (signal?.aborted) break;
    set(index, { status: 'working', error: undefined });
    try {
      set(index, { status: 'succeeded', result: await apply(current[index]!.item) });
    } catch (error) {
      set(index, { status: 'failed', error: describeError(error) });
    }
  }
  return current;
}
