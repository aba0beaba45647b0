import type { QueryLike } from '@/components/feedback/QueryView';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/routes';
import { AttentionSection } from '../components/AttentionSection';
import { SCORE_DROP_POINTS, type FailedRunItem, type ScoreDropItem } from './attention';

/** Home's sections of the audits' latest runs: those that failed or were stopped, and the score drops. */
export function AuditSections({
  query,
  failed,
  drops,
  shownOf,
  onShowMore,
  sinceText,
}: {
  query: QueryLike<unknown>;
  failed: readonly FailedRunItem[] | undefined;
  drops: readonly ScoreDropItem[] | undefined;
  shownOf: (section: string) => number;
  onShowMore: (section: string) => void;
  sinceText: string;
}) {
  return (
    <>
      <AttentionSection
        id="failed-runs"
        title="Latest runs that failed or were stopped"
        query={query}
        errorTitle="Could not check the audits' latest runs"
        none={`No audit's latest run failed or was stopped since ${sinceText}.`}
        count={failed?.length}
        onShowMore={() => onShowMore('failed')}
        items={(failed ?? []).slice(0, shownOf('failed')).map((item) => ({
          key: `${item.auditId}-${item.runId}`,
          name: item.auditName,
          to: paths.run({ auditId: item.auditId, runId: item.runId }),
          change: item.stopped
            ? `Run ${item.runId} was stopped early: ${formatCount(item.pages)} ${item.pages === 1 ? 'page' : 'pages'} scanned`
            : `Run ${item.runId} failed: no pages scanned`,
          at: item.at,
        }))}
      />
      <AttentionSection
        id="score-drops"
        title="Score drops"
        query={query}
        errorTitle="Could not check the audits' scores"
        none={`No score dropped by ${SCORE_DROP_POINTS} points or more since ${sinceText}.`}
        count={drops?.length}
        onShowMore={() => onShowMore('drops')}
        items={(drops ?? []).slice(0, shownOf('drops')).map((item) => ({
          key: `${item.auditId}-${item.headRunId}`,
          name: item.auditName,
          to: paths.compare({ auditId: item.auditId, base: item.baseRunId, head: item.headRunId }),
          change: `Score ${item.from} → ${item.to} (run ${item.baseRunId} → ${item.headRunId})`,
          at: item.at,
        }))}
      />
    </>
  );
}
