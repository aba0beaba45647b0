import type { AuditRun } from '@/api/audits/schemas';
import { runIdOf } from './url-state';

/** Two valid runs of the audit to compare, or why the URL does not name them. */
export type Comparison =
  | { ok: true; base: AuditRun; head: AuditRun }
  | { ok: false; reason: 'missing' | 'invalid' | 'same' | 'not-found'; message: string };

/**
 * Check the `base` and `head` of the URL against the audit's runs: both given, whole numbers,
 * different, and runs of this audit.
 */
export function validateComparison(
  base: string | null,
  head: string | null,
  history: readonly AuditRun[],
): Comparison {
  if (!base || !head) {
    const which = !base && !head ? 'a base run and a head run' : !base ? 'a base run' : 'a head run';
    return { ok: false, reason: 'missing', message: `Pick ${which} to compare.` };
  }
  const baseId = runIdOf(base);
  const headId = runIdOf(head);
  const bad = baseId === undefined ? base : headId === undefined ? head : undefined;
  if (bad !== undefined) return { ok: false, reason: 'invalid', message: `“${bad}” is not a run id.` };
  if (baseId === headId)
    return {
      ok: false,
      reason: 'same',
      message: `Base and head are the same run (${baseId}). Pick two different runs to compare.`,
    };
  const baseRun = history.find((run) => run.id === baseId);
  const headRun = history.find((run) => run.id === headId);
  const missing = [baseRun ? undefined : baseId, headRun ? undefined : headId].filter(
    (id) => id !== undefined,
  );
  if (!baseRun || !headRun)
    return {
      ok: false,
      reason: 'not-found',
      message: `${missing.length === 1 ? `Run ${missing[0]} was` : `Runs ${missing.join(' and ')} were`} not found in this audit's history.`,
    };
  return { ok: true, base: baseRun, head: headRun };
}
