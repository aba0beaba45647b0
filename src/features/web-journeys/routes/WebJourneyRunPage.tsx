import { Alert, Skeleton, Stack } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { webJourneyQueries } from '@/api/web-journeys/queries';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { useSearchParamState } from '@/components/url-state/useSearchParam';
import { Section } from '@/components/page/Section';
import { ActionDetail, detailTabs, type DetailTab } from '../components/ActionDetail';
import { ActionTimeline } from '../components/ActionTimeline';
import { parseCookieParam } from '../components/cookie-key';
import { RunCookies, type RunCookie } from '../components/RunCookies';
import { RunSummary } from '../components/RunSummary';
import { listCrumb } from '../components/route-params';
import { actionTypeLabel, isRunning } from '../components/run-status';
import { hasRun, runSteps, stoppedNote, type RunStep } from '../components/run-steps';
import { isolateText } from '@/components/text/isolate';
import { paths } from '@/lib/routes';
import { parseRouteParams } from '@/lib/routes/params';
import { webJourneyRunScreenQueries } from '../prefetch';
import { compareNames } from '@/lib/compare';

/** The cookies changed by the run's steps (each with the steps that changed it) and the count per step. */
function useRunCookies(journeyId: number, runId: number, steps: RunStep[], running: boolean) {
  const datas = useQueries({
    queries: steps.map((step) => ({
      ...webJourneyQueries.actionCookies(journeyId, runId, step.sequence),
      // A step of a run in progress may still be writing cookies.
      refetchInterval: running ? 3000 : (false as const),
    })),
    combine: (results) => results.map((result) => result.data),
  });
  const counts = new Map<number, number>();
  const cookies = new Map<string, RunCookie>();
  datas.forEach((data, index) => {
    const sequence = steps[index]?.sequence;
    if (!data || sequence === undefined) return;
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
    (a, b) => compareNames(a.name, b.name) || compareNames(a.domain, b.domain),
  );
  return { counts, cookies: list };
}

function RunView({ journeyId, runId }: { journeyId: number; runId: number }) {
  const location = useLocation();
  const [params, setParams] = useSearchParamState();
  const reads = webJourneyRunScreenQueries(journeyId, runId);
  const journey = useQuery(reads.journey);
  const record = useQuery({
    ...reads.run,
    refetchInterval: (query) => (query.state.data && isRunning(query.state.data) ? 3000 : false),
  });
  const actions = useQuery(reads.actions);
  const run = record.data ?? undefined;
  const running = run ? isRunning(run) : false;
  const steps = useMemo(() => (run && actions.data ? runSteps(actions.data, run) : []), [run, actions.data]);
  const ran = useMemo(() => steps.filter(hasRun), [steps]);
  const { counts, cookies } = useRunCookies(journeyId, runId, ran, running);

  const selectedParam = params.get('action');
  const selected = selectedParam !== null && /^\d+$/.test(selectedParam) ? Number(selectedParam) : undefined;
  const selectedStep = ran.find((step) => step.sequence === selected);
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

  return (
    <Page
      title={`Run ${runId}`}
      breadcrumbs={[
        listCrumb,
        { label: name, to: paths.webJourney({ webJourneyId: journeyId }) },
        { label: `Run ${runId}` },
      ]}
      description={journey.data ? `${isolateText(journey.data.name)} · ${ran.length} actions run` : undefined}
    >
      <QueryView query={record} errorTitle="Could not load this run" loading={<Skeleton height={420} />}>
        {(found) => {
          if (!found) return <EmptyState title="Run not found">This journey has no run {runId}.</EmptyState>;
          return (
            <Stack gap="md">
              <Section title="Summary">
                <RunSummary journeyId={journeyId} run={found} />
              </Section>
              <Section title="Actions">
                <QueryView
                  query={actions}
                  errorTitle="Could not load the journey’s actions"
                  loading={<Skeleton height={240} />}
                >
                  {(script) => (
                    <>
                      {found.actionsConfigured !== undefined && found.actionsConfigured !== script.length && (
                        <Alert color="yellow" variant="light" mb="sm">
                          The script has changed since this run: it ran with {found.actionsConfigured}{' '}
                          actions, and the journey has {script.length} now. The steps below are the journey’s
                          current actions.
                        </Alert>
                      )}
                      {steps.length === 0 ? (
                        <EmptyState title="No actions">This journey has no actions to show.</EmptyState>
                      ) : (
                        <ActionTimeline
                          steps={steps}
                          cookieCounts={counts}
                          selected={selected}
                          stepHref={(sequence) =>
                            href({ action: String(sequence), actionCookie: null, tab: null })
                          }
                          stoppedNote={stoppedNote(steps, isRunning(found))}
                        />
                      )}
                    </>
                  )}
                </QueryView>
              </Section>
              {selectedStep && (
                <Section
                  title={`Step ${selectedStep.sequence + 1}: ${
                    selectedStep.action.description || actionTypeLabel(selectedStep.action.actionType)
                  }`}
                >
                  <ActionDetail
                    key={selectedStep.sequence}
                    journeyId={journeyId}
                    runId={runId}
                    step={selectedStep}
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
  const params = useParams();
  const { webJourneyId, runId } = params;
  const parsed = parseRouteParams('webJourneyRun', params);
  if (parsed === undefined) {
    return (
      <Page title="Run not found" breadcrumbs={[listCrumb]}>
        <EmptyState title="No such run">
          “{runId}” is not a run of web journey “{webJourneyId}”.
        </EmptyState>
      </Page>
    );
  }
  const { webJourneyId: journeyId, runId: run } = parsed;
  return <RunView key={`${journeyId}:${run}`} journeyId={journeyId} runId={run} />;
}
