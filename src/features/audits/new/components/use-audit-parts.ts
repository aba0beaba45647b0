import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { batchCounts } from '@/lib/batch';
import { applyParts, partsBatch, type AuditPart, type PartEntry } from '../audit-parts';

/** The parts applied to a new audit and where each stands: `start` applies them, `retryFailed` the failed ones again. */
export function useAuditParts() {
  const client = useQueryClient();
  const [entries, setEntries] = useState<PartEntry[]>([]);
  const [running, setRunning] = useState(false);

  const apply = useCallback(
    async (batch: readonly PartEntry[]) => {
      setRunning(true);
      try {
        return await applyParts(batch, client, setEntries);
      } finally {
        setRunning(false);
      }
    },
    [client],
  );

  /** Start applying `list` (all of it). */
  const start = useCallback(
    (list: readonly AuditPart[]) => {
      const batch = partsBatch(list);
      setEntries(batch);
      return apply(batch);
    },
    [apply],
  );

  /** Apply the parts that failed again. */
  const retryFailed = useCallback(() => apply(entries), [apply, entries]);

  const counts = batchCounts(entries);
  return { entries, running, start, retryFailed, allDone: counts.succeeded === counts.total };
}
