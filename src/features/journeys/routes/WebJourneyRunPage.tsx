import { Skeleton, Stack } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import type { ActionResult } from '@/api/web-journeys/run-schemas';
import { webJourneyQueries } from '@/api/web-journeys/queries';
import { combineQueries } from '@/components/feedback/combine-queries';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { useSearchParamState } from '@/components/url-state/useSearchParam';
import { Section } from '@/features/manual-journeys/components/Section';
import { ActionDetail, detailTabs, type DetailTab } from '../components/ActionDetail';
import { ActionTimeline } from '../components/ActionTimeline';
import { parseCookieParam } from '../components/cookie-key';
import { RunCookies, type RunCookie } from '../components/RunCookies';
import { RunSummary } from '../components/RunSummary';
import { listCrumb, positiveId } from '../components/route-params';
import { actionTypeLabel, isRunning } from '../components/run-status';
import { isolateText } from '@/components/text/isolate';

/** The cookies changed by the run's steps (each with the steps that changed it) and the count per step. */
function useRunCookies(journeyId: number, runId: number, actions: ActionResult[]) {
  const datas = useQueries({
    queries: actions.map((action, index) =>
      webJourneyQueries.actionCookies(journeyId, runId, action.action.sequence ?? index),
    ),
    combine: (results) => results.map((result) => result.data),
  });
  const counts = new Map<number, number>();
  const cookies = new Map<string, RunCookie>();
  datas.forEach((data, index) => {
    if (!data) return;
    const sequence = actions[index]?.action.sequence ?? index;
    counts.set(sequence, data.create.length);
    for (const cookie of data.create) {
      const key = `${cookie.name}|${cookie.domain}|${cookie.path ?? '/'}`;
      const entry = cookies.get(key) ?? {
        name: cookie.name,
        domain: cookie.domain,
        path: cookie.path ?? '/',
        steps: [],
      };
      entry.steps.push(sequence);
      cookies.set(key, entry);
    }
  });
  const list = [...cookies.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.domain.localeCompare(b.domain),
  );
  return { counts, cookies: list };
}

function stoppedNote(actions: ActionResult[], running: boolean): string | undefined {
  if (running) return 'The run is still going: more actions will follow.';
  const last = actions.at(-1);
  return last && !last.success
    ? `The journey stopped at step ${(last.action.sequence ?? 0) + 1}: the actions after it did not run.`
    : undefined;
}

function RunView({ journeyId, runId }: { journeyId: number; runId: number }) {
  const location = useLocation();
  const [params, setParams] = useSearchParamState();
  const journey = useQuery(webJourneyQueries.detail(journeyId));
  const runs = useQuery({
    ...webJourneyQueries.runs(journeyId),
    refetchInterval: (query) =>
      query.state.data?.some((run) => run.id === runId && isRunning(run)) ? 3000 : false,
  });
  const run = runs.data?.find((item) => item.id === runId);
  const running = run ? isRunning(run) : false;
  const results = useQuery({
    ...webJourneyQueries.results(journeyId, runId),
    refetchInterval: running ? 3000 : false,
  });
  const actions = useMemo(() => results.data?.actions ?? [], [results.data]);
  const { counts, cookies } = useRunCookies(journeyId, runId, actions);

  const selectedParam = params.get('action');
  const selected = selectedParam !== null && /^\d+$/.test(selectedParam) ? Number(selectedParam) : undefined;
  const selectedResult = actions.find((action) => action.action.sequence === selected);
  const tabParam = params.get('tab');
  const tab: DetailTab = detailTabs.includes(tabParam as DetailTab) ? (tabParam as DetailTab) : 'cookies';
  const href = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    const search = next.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  const name = journey.data?.name ?? `Journey ${journeyId}`;
  const page = combineQueries([runs, results] as const);

  return (
    <Page
      title={`Run ${runId}`}
      breadcrumbs={[listCrumb, { label: name, to: `/web-journeys/${journeyId}` }, { label: `Run ${runId}` }]}
      description={
        journey.data ? `${isolateText(journey.data.name)} · ${actions.length} actions run` : undefined
      }
    >
      <QueryView query={page} errorTitle="Could not load this run" loading={<Skeleton height={420} />}>
        {([list]) => {
          const found = list.find((item) => item.id === runId);
          if (!found) return <EmptyState title="Run not found">This journey has no run {runId}.</EmptyState>;
          return (
            <Stack gap="md">
              <Section title="Summary">
                <RunSummary journeyId={journeyId} run={found} actionsRun={actions.length} />
              </Section>
              <Section title="Actions">
                {actions.length === 0 ? (
                  <EmptyState title="No action has run yet">The first action starts in a moment.</EmptyState>
                ) : (
                  <ActionTimeline
                    actions={actions}
                    cookieCounts={counts}
                    selected={selected}
                    startedAt={found.startedAt ? Date.parse(found.startedAt) : undefined}
                    stepHref={(sequence) => href({ action: String(sequence), actionCookie: null, tab: null })}
                    stoppedNote={stoppedNote(actions, isRunning(found))}
                  />
                )}
              </Section>
              {selectedResult && (
                <Section
                  title={`Step ${(selectedResult.action.sequence ?? 0) + 1}: ${
                    selectedResult.action.label || actionTypeLabel(selectedResult.action.action)
                  }`}
                >
                  <ActionDetail
                    key={selectedResult.action.sequence}
                    journeyId={journeyId}
                    runId={runId}
                    result={selectedResult}
                    tab={tab}
                    actionCookie={parseCookieParam(params.get('actionCookie'))}
                    href={href}
                  />
                </Section>
              )}
              <Section title="Cookie origin stories">
                <RunCookies
                  journeyId={journeyId}
                  runId={runId}
                  cookies={cookies}
                  selected={parseCookieParam(params.get('cookie'))}
                  onSelect={(cookie) => setParams({ cookie })}
                />
              </Section>
            </Stack>
          );
        }}
      </QueryView>
    </Page>
  );
}

/** `/web-journeys/:webJourneyId/runs/:runId`: the run's actions in order, each step's detail, and cookie origin stories. */
export function WebJourneyRunPage() {
  const { webJourneyId, runId } = useParams();
  const journeyId = positiveId(webJourneyId);
  const run = positiveId(runId);
  if (journeyId === undefined || run === undefined) {
    return (
      <Page title="Run not found" breadcrumbs={[listCrumb]}>
        <EmptyState title="No such run">
          “{runId}” is not a run of web journey “{webJourneyId}”.
        </EmptyState>
      </Page>
    );
  }
  return <RunView key={`${journeyId}:${run}`} journeyId={journeyId} runId={run} />;
}
