import type { Audit } from '@/api/audits/schemas';
import { runStatus, type RunStatus } from '@/api/audits/run-status';

/** One audit in the library with what its row shows. */
export interface LibraryRow {
  audit: Audit;
  status: RunStatus | undefined;
  score: number | undefined;
  lastRunAt: string | undefined;
  pages: number | undefined;
}

/** The row values for an audit: state of its latest run, score and pages of its latest completed one. */
export function toLibraryRow(audit: Audit): LibraryRow {
  const latest = audit.runs[0];
  const status = runStatus(latest, audit.queued);
  const completed = audit.runs.find((run) => runStatus(run) === 'completed');
  return {
    audit,
    status,
    score: completed?.score,
    lastRunAt: latest?.completed ?? latest?.started,
    pages: completed?.totalUrl ?? latest?.totalUrl,
  };
}
