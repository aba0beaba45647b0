import { fetchRunWindow, type PeriodRun } from '@/api/audits/period-runs';
import type { ReadProgress } from '@/api/pagination';
import { auditsInPeriod, auditsWithoutBase, type AuditInPeriod } from './audits-in-period';

const DAY = 86_400_000;
/** The runs read before the period, for every audit at once: a week covers daily and weekly audits. */
export const LOOK_BACK_MS = 7 * DAY;
/** How far back the run before is looked for, audit by audit, when the week before has none. */
export const FAR_BACK_MS = 90 * DAY;
/** Audits named in one read of the run before (the grid's limit on an `integer_in` list). */
export const AUDITS_PER_READ = 1000;
/** Reads of the runs before, audit by audit, at most: beyond them an audit has no run to compare. */
export const MAX_FAR_READS = 20;

/** How far Home's read has come: runs read, and of how many when known. */
export type PeriodProgress = ReadProgress;

/**
 * Every audit that completed a run since `since` (epoch ms), with the runs Home compares: the
 * period's completed runs and the week's before them are read side by side (all pages, several at
 * a time); the audits still without a run to compare are then looked up further back, 1,000 a read.
 */
export async function readPeriod(
  since: number,
  options: { signal?: AbortSignal | undefined; onProgress?: (progress: PeriodProgress) => void },
): Promise<AuditInPeriod[]> {
  const { signal, onProgress } = options;
  const from = new Date(since).toISOString();
  const parts = [{ loaded: 0 } as ReadProgress, { loaded: 0 } as ReadProgress];
  const report = (index: number) => (progress: ReadProgress) => {
    parts[index] = progress;
    const known = parts.every((part) => part.total !== undefined);
    onProgress?.({
      loaded: parts[0]!.loaded + parts[1]!.loaded,
      total: known ? parts[0]!.total! + parts[1]!.total! : undefined,
    });
  };
  const [period, weekBefore] = await Promise.all([
    fetchRunWindow({ from, withNames: true }, { signal, onProgress: report(0) }),
    fetchRunWindow(
      { from: new Date(since - LOOK_BACK_MS).toISOString(), before: from, withPages: true },
      { signal, onProgress: report(1) },
    ),
  ]);
  const audits = auditsInPeriod(period, weekBefore);
  const missing = auditsWithoutBase(audits);
  if (missing.length === 0) return audits;
  const reads: Promise<PeriodRun[]>[] = [];
  for (let start = 0; start < missing.length && reads.length < MAX_FAR_READS; start += AUDITS_PER_READ)
    reads.push(
      fetchRunWindow(
        {
          from: new Date(since - FAR_BACK_MS).toISOString(),
          before: new Date(since - LOOK_BACK_MS).toISOString(),
          withPages: true,
          auditIds: missing.slice(start, start + AUDITS_PER_READ),
        },
        { signal, maxPages: 1 },
      ),
    );
  const farBefore = (await Promise.all(reads)).flat();
  return auditsInPeriod(period, [...weekBefore, ...farBefore]);
}
