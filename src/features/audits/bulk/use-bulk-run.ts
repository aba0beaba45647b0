import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { LibraryAudit } from '../library';
import { createBatch, runBatch, type BatchEntry } from '@/lib/batch';
import { bulkWrite, type BulkAction, type BulkParams } from './bulk-actions';

/** A bulk action applied to audits: what was chosen, where each audit stands, and whether it still runs. */
export interface BulkRun {
  action: BulkAction;
  params: BulkParams;
  entries: BatchEntry<LibraryAudit>[];
  running: boolean;
  /** Asked to stop: it does after the request in flight. */
  stopping: boolean;
}

/**
 * The library's bulk run: `start` applies an action to audits one request at a time, `retry` applies
 * it again to those that failed or were not reached, `stop` ends it after the request in flight.
 * When a run ends the queries its writes touched are refreshed, and `onSettled` hears the outcome.
 */
export function useBulkRun(onSettled: (entries: BatchEntry<LibraryAudit>[]) => void) {
  const client = useQueryClient();
  const [run, setRun] = useState<BulkRun | null>(null);
  const controller = useRef<AbortController | null>(null);

  const execute = useCallback(
    async (base: BulkRun) => {
      const abort = new AbortController();
      controller.current = abort;
      const stale = new Map<string, QueryKey>();
      setRun({ ...base, running: true, stopping: false });
      const entries = await runBatch(
        base.entries,
        async (audit) => {
          const write = await bulkWrite(base.action, audit, base.params);
          for (const key of write.invalidates) stale.set(hashKey(key), key);
          return write.send(client);
        },
        { signal: abort.signal, onChange: (next) => setRun((prev) => prev && { ...prev, entries: next }) },
      );
      setRun((prev) => prev && { ...prev, entries, running: false, stopping: false });
      onSettled(entries);
      await Promise.all([...stale.values()].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    [client, onSettled],
  );

  const start = useCallback(
    (action: BulkAction, params: BulkParams, audits: readonly LibraryAudit[]) =>
      execute({
        action,
        params,
        entries: createBatch(
          audits,
          (audit) => String(audit.id),
          (audit) => audit.name,
        ),
        running: false,
        stopping: false,
      }),
    [execute],
  );

  const retry = useCallback(() => {
    if (run && !run.running) void execute(run);
  }, [execute, run]);

  const stop = useCallback(() => {
    controller.current?.abort();
    setRun((prev) => prev && (prev.running ? { ...prev, stopping: true } : prev));
  }, []);

  const dismiss = useCallback(() => setRun((prev) => (prev?.running ? prev : null)), []);

  return { run, start, retry, stop, dismiss };
}
