import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { formatRelative } from '@/lib/format';
import { Section } from '@/components/page/Section';
import { BlockingEditor } from '../components/BlockingEditor';
import { CustomHeadersEditor } from '../components/CustomHeadersEditor';
import { JourneySettingsForm } from '../components/JourneySettingsForm';
import { NotificationsForm } from '../components/NotificationsForm';
import { isRunning } from '../components/run-status';
import { listCrumb } from '../components/route-params';
import { RunNowButton, RunsTable } from '../components/RunsTable';
import { ScriptTable } from '../components/ScriptTable';
import { frequencyLabel } from '@/components/journeys/frequency';
import { isolateText } from '@/components/text/isolate';
import { parseRouteParams } from '@/lib/routes/params';
import { webJourneyScreenQueries } from '../prefetch';

function JourneyView({ journeyId }: { journeyId: number }) {
  const reads = webJourneyScreenQueries(journeyId);
  const detail = useQuery(reads.journey);
  const runs = useQuery({
    ...reads.runs,
    refetchInterval: (query) => (query.state.data?.runs.some(isRunning) ? 5000 : false),
  });
  const actions = useQuery(reads.actions);
  const domains = useQuery(reads.domains);
  const journey = detail.data;
  const domain = domains.data?.find((item) => item.id === journey?.domainId);
  const schedule = journey
    ? journey.nextCheck
      ? `${frequencyLabel(journey.frequency ?? undefined)}, next ${formatRelative(journey.nextCheck)}`
      : frequencyLabel(journey.frequency ?? undefined)
    : '';

  return (
    <Page
      title={journey?.name ?? 'Web journey'}
      breadcrumbs={[listCrumb, { label: journey?.name ?? `Journey ${journeyId}` }]}
      description={
        journey ? `${isolateText(domain?.name ?? `Sub-folder ${journey.domainId}`)} · ${schedule}` : undefined
      }
      actions={journey && <RunNowButton journeyId={journeyId} />}
    >
      <QueryView query={detail} errorTitle="Could not load the journey" loading={<Skeleton height={420} />}>
        {(loaded) => (
          <Stack gap="md">
            <Section title="Runs">
              <QueryView
                query={runs}
                errorTitle="Could not load the runs"
                loading={<Skeleton height={200} />}
              >
                {(history) => <RunsTable journeyId={journeyId} history={history} />}
              </QueryView>
            </Section>
            <Section title="Script">
              <QueryView
                query={actions}
                errorTitle="Could not load the script"
                loading={<Skeleton height={160} />}
              >
                {(list) => <ScriptTable actions={list} />}
              </QueryView>
            </Section>
            <Section title="Settings">
              <JourneySettingsForm journey={loaded} />
            </Section>
            <Section title="Notifications and webhook">
              <NotificationsForm journey={loaded} />
            </Section>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <Section title="Blocking">
                <BlockingEditor journeyId={journeyId} />
              </Section>
              <Section title="Custom headers">
                <CustomHeadersEditor journeyId={journeyId} />
              </Section>
            </SimpleGrid>
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}

/** `/web-journeys/:webJourneyId`: runs, script, settings, notifications, blocking and custom headers. */
export function WebJourneyPage() {
  const params = useParams();
  const { webJourneyId } = params;
  const journeyId = parseRouteParams('webJourney', params)?.webJourneyId;
  if (journeyId === undefined) {
    return (
      <Page title="Web journey not found" breadcrumbs={[listCrumb]}>
        <EmptyState title="No such journey">“{webJourneyId}” is not a web journey id.</EmptyState>
      </Page>
    );
  }
  return <JourneyView key={journeyId} journeyId={journeyId} />;
}
