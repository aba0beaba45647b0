import { Alert, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { accountQueries } from '@/api/account/queries';
import { webJourneyQueries } from '@/api/web-journeys/queries';
import { RECENT_RUNS_SIZE } from '@/api/web-journeys/run-history';
import { ChoiceSegments } from '@/components/choice/ChoiceSegments';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { useSearchParamState } from '@/components/url-state/useSearchParam';
import { formatCount, formatDateTime } from '@/lib/format';
import { paths } from '@/lib/routes';
import { parseRouteSearch } from '@/lib/routes/params';
import { failingJourneys, failedRuns, scoreDrops, SCORE_DROP_POINTS } from '../attention/attention';
import { AuditSections } from '../attention/AuditSections';
import { changeRowKinds, changeRows, type ChangeRowKind } from '../changes-table/change-rows';
import { ChangesTable } from '../changes-table/ChangesTable';
import { changeItems } from '../changes/change-items';
import { changeKindIds, comparedAudits, type ChangeKindId } from '../changes/changes';
import { ChangeSections } from '../changes/ChangeSections';
import { cachedChangeDetail } from '../changes/use-change-details';
import { useChanges } from '../changes/use-changes';
import { AttentionSection } from '../components/AttentionSection';
import { homePeriods, parsePeriod, periodStart } from '../period/period';
import { usePreviousVisit } from '../period/use-previous-visit';
import { usePeriod } from '../runs/use-period';
import { useShown } from '../components/use-shown';

const views = [
  { value: 'sections', label: 'Sections' },
  { value: 'table', label: 'Table' },
];

/** `/`: what needs attention across every audit and web journey since the chosen moment, newest first. */
export function HomePage() {
  const [params, setParams] = useSearchParamState();
  const search = parseRouteSearch('home', params);
  const period = parsePeriod(search.period ?? null);
  const view = search.view === 'table' ? 'table' : 'sections';
  const kind = changeRowKinds.find((value) => value === search.kind);
  const [now] = useState(() => Date.now());
  const account = useQuery(accountQueries.current());
  // Whose last visit: the user of the account (an API key that names no user has its own).
  const who = account.data
    ? `${account.data.id}:${account.data.currentUserId ?? 'key'}`
    : account.isError
      ? 'unknown'
      : undefined;
  const previous = usePreviousVisit(now, period === 'last-visit' ? who : 'any');
  // To the minute: the reads' keys stay the same while the page is open.
  const since = previous.ready
    ? Math.floor(periodStart(period, previous.at, now) / 60_000) * 60_000
    : undefined;
  return (
    <Page
      title="Home"
      print={{}}
      description="What needs attention across every audit and web journey, newest first."
      actions={
        <Group gap="sm">
          <ChoiceSegments
            aria-label="View"
            value={view}
            data={views}
            onChange={(value) => setParams({ view: value === 'table' ? value : null })}
          />
          <ChoiceSegments
            aria-label="Period"
            value={period}
            data={homePeriods.map(({ value, label }) => ({ value, label }))}
            onChange={(value) => setParams({ period: value === 'last-visit' ? null : value })}
          />
        </Group>
      }
    >
      {since === undefined ? (
        <QueryView
          query={account}
          errorTitle="Could not read who is signed in"
          loading={<Skeleton height={56} />}
        >
          {() => null}
        </QueryView>
      ) : (
        <HomeBody
          since={since}
          firstVisit={period === 'last-visit' && previous.at === undefined}
          view={view}
          kind={kind}
          onKindChange={(next) => setParams({ kind: next ?? null })}
        />
      )}
    </Page>
  );
}

/** Home once its period is known: the period's read, and the sections or the table drawn from it. */
function HomeBody({
  since,
  firstVisit,
  view,
  kind,
  onKindChange,
}: {
  since: number;
  firstVisit: boolean;
  view: 'sections' | 'table';
  kind: ChangeRowKind | undefined;
  onKindChange: (kind: ChangeRowKind | undefined) => void;
}) {
  const client = useQueryClient();
  const sinceText = formatDateTime(since);
  const { query: periodRuns, progress } = usePeriod(since);
  const journeyRuns = useQuery(webJourneyQueries.recentRuns(new Date(since).toISOString()));
  const audits = periodRuns.data;
  const { shownOf, showMore } = useShown();
  const changes = useChanges(
    audits,
    Object.fromEntries(changeKindIds.map((kind) => [kind, shownOf(kind)])) as Record<ChangeKindId, number>,
  );
  const failed = useMemo(() => audits && failedRuns(audits), [audits]);
  const drops = useMemo(() => audits && scoreDrops(audits), [audits]);
  const journeyItems = useMemo(
    () => journeyRuns.data && failingJourneys(journeyRuns.data.runs),
    [journeyRuns.data],
  );
  const changeItemsByKind = Object.fromEntries(
    changeKindIds.map((kind) => [kind, changeItems(kind, changes)]),
  ) as Record<ChangeKindId, ReturnType<typeof changeItems>>;
  const changeCount = changeKindIds.reduce((sum, kind) => sum + changes.found[kind], 0);
  const nothing =
    audits !== undefined &&
    journeyItems !== undefined &&
    changes.details.settled === changes.details.total &&
    failed!.length + drops!.length + changeCount + journeyItems.length === 0;
  const rows =
    view === 'table' && audits ? changeRows(audits, (item) => cachedChangeDetail(client, item)) : [];

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {firstVisit
          ? `Your first visit here: showing the last 7 days, since ${sinceText}.`
          : `Since ${sinceText}.`}
        {audits &&
          ` Every audit that completed a run in the period was checked: ${formatCount(audits.length)} audits, ${formatCount(comparedAudits(audits))} of them compared with their run before.`}
      </Text>
      {periodRuns.isPending && progress?.total !== undefined && progress.total > 0 && (
        <div role="status">
          <Text size="sm" c="dimmed">
            Reading the runs: {formatCount(progress.loaded)} of {formatCount(progress.total)}
          </Text>
          <Progress value={(progress.loaded / progress.total) * 100} size="sm" aria-hidden />
        </div>
      )}
      {nothing && (
        <Alert color="green" variant="light" title={`Nothing needs attention since ${sinceText}`}>
          Checked the latest runs of {formatCount(audits.length)} audits (failed or stopped runs, score drops
          of {SCORE_DROP_POINTS} points or more; rule failures, broken pages, tags and unapproved cookies
          against the run before) and {formatCount(journeyRuns.data?.runs.length)} web journey runs.
        </Alert>
      )}
      {view === 'table' ? (
        <QueryView
          query={periodRuns}
          errorTitle="Could not read the period's runs"
          loading={<Skeleton height={200} />}
        >
          {() => <ChangesTable rows={rows} kind={kind} onKindChange={onKindChange} sinceText={sinceText} />}
        </QueryView>
      ) : (
        <>
          <AuditSections
            query={periodRuns}
            failed={failed}
            drops={drops}
            shownOf={shownOf}
            onShowMore={showMore}
            sinceText={sinceText}
          />
          <ChangeSections
            changes={changes}
            query={periodRuns}
            items={changeItemsByKind}
            sinceText={sinceText}
            onShowMore={showMore}
            onNear={changes.markNear}
          />
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
            <Text size="sm" c="dimmed">
              Web journeys: the newest {formatCount(RECENT_RUNS_SIZE)} of{' '}
              {formatCount(journeyRuns.data.total)} runs of the period were checked.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
