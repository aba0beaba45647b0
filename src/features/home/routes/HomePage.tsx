import { Alert, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { auditQueries } from '@/api/audits/queries';
import { webJourneyQueries } from '@/api/web-journeys/queries';
import { RECENT_RUNS_SIZE } from '@/api/web-journeys/run-history';
import { Page } from '@/components/page/Page';
import { useSearchParamState } from '@/components/url-state/useSearchParam';
import { formatCount, formatDateTime } from '@/lib/format';
import { paths } from '@/lib/routes';
import { parseRouteSearch } from '@/lib/routes/params';
import { auditAttention, failingJourneys, SCORE_DROP_POINTS } from '../attention';
import { changeItems } from '../change-items';
import { changeKindIds, type ChangeKindId } from '../changes';
import { AttentionSection, type AttentionItem } from '../components/AttentionSection';
import { ChangeSections } from '../components/ChangeSections';
import { useAuditChanges } from '../use-audit-changes';
import { homePeriods, parsePeriod, periodStart, takePreviousVisit } from '../period';
import { ChoiceSegments } from '@/components/choice/ChoiceSegments';

/** Runs read per audit: enough to find the two latest completed ones behind failed or running runs. */
export const HOME_RUNS_PER_AUDIT = 10;

/** The visit before this one in this browser; storage that refuses (private mode) means a first visit. */
function usePreviousVisit(now: number): number | undefined {
  const [previous] = useState(() => {
    try {
      return takePreviousVisit(now, window.localStorage, window.sessionStorage);
    } catch {
      return undefined;
    }
  });
  return previous;
}

/** `/`: what needs attention across every audit and web journey since the chosen moment, newest first. */
export function HomePage() {
  const [params, setParams] = useSearchParamState();
  const period = parsePeriod(parseRouteSearch('home', params).period ?? null);
  const [now] = useState(() => Date.now());
  const previousVisit = usePreviousVisit(now);
  // To the minute: the journeys' query key stays the same while the page is open.
  const since = Math.floor(periodStart(period, previousVisit, now) / 60_000) * 60_000;
  const sinceText = formatDateTime(since);
  const audits = useQuery(auditQueries.latestRuns(HOME_RUNS_PER_AUDIT));
  const journeyRuns = useQuery(webJourneyQueries.recentRuns(new Date(since).toISOString()));
  // Worked out once per answer and period (5,000 audits are one answer).
  const auditItems = useMemo(() => audits.data && auditAttention(audits.data, since), [audits.data, since]);
  const changes = useAuditChanges(audits, since);
  // Each kind's items worked out once per render, for its section and for "nothing needs attention".
  const changeItemsByKind = Object.fromEntries(
    changeKindIds.map((kind) => [kind, changeItems(kind, changes)]),
  ) as Record<ChangeKindId, AttentionItem[]>;
  const changeCount = changeKindIds.reduce((sum, kind) => sum + changeItemsByKind[kind].length, 0);
  const journeyItems = useMemo(
    () => journeyRuns.data && failingJourneys(journeyRuns.data.runs),
    [journeyRuns.data],
  );
  const nothing =
    auditItems !== undefined &&
    journeyItems !== undefined &&
    changes.rising !== undefined &&
    changes.details.settled === changes.details.total &&
    auditItems.failed.length + auditItems.drops.length + changeCount + journeyItems.length === 0;

  return (
    <Page
      title="Home"
      print={{}}
      description="What needs attention across every audit and web journey, newest first."
      actions={
        <ChoiceSegments
          aria-label="Period"
          value={period}
          data={homePeriods.map(({ value, label }) => ({ value, label }))}
          onChange={(value) => setParams({ period: value === 'last-visit' ? null : value })}
        />
      }
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {period === 'last-visit' && previousVisit === undefined
            ? `Your first visit here: showing the last 7 days, since ${sinceText}.`
            : `Since ${sinceText}.`}
        </Text>
        {nothing && (
          <Alert color="green" variant="light" title={`Nothing needs attention since ${sinceText}`}>
            Checked the latest runs of {formatCount(audits.data?.length)} audits (failed or stopped runs,
            score drops of {SCORE_DROP_POINTS} points or more; rule failures, broken pages, tags and
            unapproved cookies against the run before in the {formatCount(changes.checked)} that ran) and{' '}
            {formatCount(journeyRuns.data?.runs.length)} web journey runs.
          </Alert>
        )}
        <AttentionSection
          id="failed-runs"
          title="Latest runs that failed or were stopped"
          query={audits}
          errorTitle="Could not check the audits' latest runs"
          none={`No audit's latest run failed or was stopped since ${sinceText}.`}
          items={(auditItems?.failed ?? []).map((item) => ({
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
          query={audits}
          errorTitle="Could not check the audits' scores"
          none={`No score dropped by ${SCORE_DROP_POINTS} points or more since ${sinceText}.`}
          items={(auditItems?.drops ?? []).map((item) => ({
            key: `${item.auditId}-${item.headRunId}`,
            name: item.auditName,
            to: paths.compare({ auditId: item.auditId, base: item.baseRunId, head: item.headRunId }),
            change: `Score ${item.from} → ${item.to} (run ${item.baseRunId} → ${item.headRunId})`,
            at: item.at,
          }))}
        />
        <ChangeSections changes={changes} items={changeItemsByKind} sinceText={sinceText} />
        <AttentionSection
          id="failing-journeys"
          title="Failing web journeys"
          query={journeyRuns}
          errorTitle="Could not check the web journeys' runs"
          none={`No web journey's latest run failed since ${sinceText}.`}
          items={(journeyItems ?? []).map((item) => ({
            key: `${item.journeyId}-${item.runId}`,
            name: item.journeyName,
            to: paths.webJourneyRun({ webJourneyId: item.journeyId, runId: item.runId }),
            change: item.what,
            at: item.at,
          }))}
        />
        {journeyRuns.data && journeyRuns.data.total > journeyRuns.data.runs.length && (
          <Group>
            <Text size="sm" c="dimmed">
              Web journeys: the newest {formatCount(RECENT_RUNS_SIZE)} of{' '}
              {formatCount(journeyRuns.data.total)} runs of the period were checked.
            </Text>
          </Group>
        )}
      </Stack>
    </Page>
  );
}
