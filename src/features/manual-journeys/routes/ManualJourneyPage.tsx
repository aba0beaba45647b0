import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { manualJourneyMutations } from '@/api/manual-journeys/mutations';
import { asOneQuery } from '@/components/feedback/combine-queries';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { formatRelative } from '@/lib/format';
import { CertificatePanel } from '../components/CertificatePanel';
import { DeleteJourneyButton } from '../components/DeleteJourneyButton';
import { EditJourneyForm } from '../components/EditJourneyForm';
import { recordedOnOf } from '../components/JourneyFields';
import { JourneyRules } from '../components/JourneyRules';
import { LabelsEditor } from '../components/LabelsEditor';
import { deviceLabel } from '../components/manual-journey-columns';
import { listCrumb } from '../components/route-params';
import { liveRun, RunsTable } from '../components/RunsTable';
import { Section } from '@/components/page/Section';
import { HarUploadPanel } from '../har';
import { StartLiveSession } from '../components/StartLiveSession';
import { paths } from '@/lib/routes';
import { parseRouteParams } from '@/lib/routes/params';
import { manualJourneyScreenQueries } from '../prefetch';

function JourneyView({ journeyId }: { journeyId: number }) {
  const navigate = useNavigate();
  const reads = manualJourneyScreenQueries(journeyId);
  const details = useQueries({ queries: [reads.journey, reads.folders] as const, combine: asOneQuery });
  const runs = useQuery(reads.runs);
  const journey = details.data?.[0];
  const folder = details.data?.[1].find((item) => item.id === journey?.folderId);

  return (
    <Page
      title={journey?.name ?? 'Manual journey'}
      breadcrumbs={[listCrumb, { label: journey?.name ?? `Journey ${journeyId}` }]}
      description={
        journey
          ? `${deviceLabel(journey)} · ${folder?.name ?? `Folder ${journey.folderId}`} · updated ${formatRelative(journey.updatedAt)}`
          : undefined
      }
      actions={
        journey && (
          <DeleteJourneyButton
            journey={journey}
            runCount={runs.data?.length}
            onDeleted={() => void navigate(paths.manualJourneys())}
          />
        )
      }
    >
      <QueryView query={details} errorTitle="Could not load the journey" loading={<Skeleton height={420} />}>
        {([loaded, folders]) => {
          // A journey of uploaded HAR files has no device: no live session, no certificate to trust.
          const harOnly = recordedOnOf(loaded) === 'har';
          const upload = (
            <Section title="Upload HAR files">
              <HarUploadPanel manualJourneyId={journeyId} />
            </Section>
          );
          return (
            <Stack gap="md">
              {harOnly ? (
                upload
              ) : (
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                  <Section title="Live session">
                    <QueryView
                      query={runs}
                      errorTitle="Could not load the runs"
                      loading={<Skeleton height={36} />}
                    >
                      {(list) => <StartLiveSession journeyId={journeyId} live={liveRun(list)} />}
                    </QueryView>
                  </Section>
                  <Section title="Default certificate">
                    <CertificatePanel />
                  </Section>
                </SimpleGrid>
              )}
              <Section title="Runs">
                <QueryView
                  query={runs}
                  errorTitle="Could not load the runs"
                  loading={<Skeleton height={240} />}
                >
                  {(list) => (
                    <RunsTable
                      journeyId={journeyId}
                      runs={list}
                      empty={harOnly ? 'No runs yet: upload HAR files to make one.' : undefined}
                    />
                  )}
                </QueryView>
              </Section>
              {!harOnly && upload}
              <Section title="Details">
                <EditJourneyForm journey={loaded} folders={folders} />
              </Section>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                <Section title="Labels">
                  <LabelsEditor
                    owner="journey"
                    query={reads.journeyLabels}
                    setLabels={manualJourneyMutations.setLabels(journeyId)}
                    removeLabel={manualJourneyMutations.removeLabel(journeyId)}
                  />
                </Section>
                <Section title="Rules">
                  <JourneyRules journeyId={journeyId} />
                </Section>
              </SimpleGrid>
            </Stack>
          );
        }}
      </QueryView>
    </Page>
  );
}

/** `/manual-journeys/:manualJourneyId`: edit, delete, labels, rules, runs, HAR uploads; a device's certificate and live sessions. */
export function ManualJourneyPage() {
  const params = useParams();
  const { manualJourneyId } = params;
  const journeyId = parseRouteParams('manualJourney', params)?.manualJourneyId;
  if (journeyId === undefined) {
    return (
      <Page title="Manual journey not found" breadcrumbs={[listCrumb]}>
        <EmptyState title="No such journey">“{manualJourneyId}” is not a manual journey id.</EmptyState>
      </Page>
    );
  }
  return <JourneyView key={journeyId} journeyId={journeyId} />;
}
