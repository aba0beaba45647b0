import { paths } from './routes/paths';
import { LATEST_RUN } from './routes/tabs';

export { LATEST_RUN };

/** `/audits/:auditId/runs/:runId` at the start of a path: the audit, the run segment, and the rest. */
const RUN_PREFIX = /^\/audits\/(\d+)\/runs\/([^/]+)(\/.*)?$/;

/** The audit and run a path belongs to (a run, one of its tabs, reports or pages), when it names a run by id. */
export function runOfPath(pathname: string): { auditId: number; runId: number } | undefined {
  const match = RUN_PREFIX.exec(pathname);
  if (!match || !/^\d+$/.test(match[2] ?? '')) return undefined;
  return { auditId: Number(match[1]), runId: Number(match[2]) };
}

/** The same path at the audit's latest run (`/audits/1/runs/latest/cookies`); undefined when it names no run. */
export function latestRunPathOf(pathname: string): string | undefined {
  const run = runOfPath(pathname);
  if (!run) return undefined;
  const rest = RUN_PREFIX.exec(pathname)?.[3] ?? '';
  return `${paths.run({ auditId: run.auditId, runId: LATEST_RUN })}${rest}`;
}

/** A `/runs/latest/...` path with the run id filled in, the rest of the path unchanged. */
export function resolveLatestRunPath(pathname: string, runId: number): string {
  const match = RUN_PREFIX.exec(pathname);
  if (!match || match[2] !== LATEST_RUN) return pathname;
  return `${paths.run({ auditId: Number(match[1]), runId })}${match[3] ?? ''}`;
}
