import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { applyParts, type AuditPart, type PartId, type PartState } from '../../new-audit/audit-parts';

/** The parts applied to a new audit and their states: `run` applies them (or only the failed ones again). */
export function useAuditParts() {
  const client = useQueryClient();
  const [parts, setParts] = useState<readonly AuditPart[]>([]);
  const [states, setStates] = useState<Partial<Record<PartId, PartState>>>({});
  const [running, setRunning] = useState(false);

  const apply = useCallback(
    async (list: readonly AuditPart[], only?: ReadonlySet<PartId>) => {
      setRunning(true);
      try {
        return await applyParts(
          list,
          client,
          (id, state) => setStates((prev) => ({ ...prev, [id]: state })),
          only,
        );
      } finally {
        setRunning(false);
      }
    },
    [client],
  );

  /** Start applying `list` (all of it). */
  const start = useCallback(
    (list: readonly AuditPart[]) => {
      setParts(list);
      setStates({});
      return apply(list);
    },
    [apply],
  );

  /** Apply the parts that failed again. */
  const retryFailed = useCallback(() => {
    const failed = new Set(
      parts.filter((part) => states[part.id]?.status === 'failed').map((part) => part.id),
    );
    return apply(parts, failed);
  }, [apply, parts, states]);

  const allDone = parts.every((part) => states[part.id]?.status === 'done');
  return { parts, states, running, start, retryFailed, allDone };
}
