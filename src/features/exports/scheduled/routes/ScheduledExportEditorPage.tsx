import '@mantine/dates/styles.css';
import { Alert, Badge, Skeleton } from '@mantine/core';
import { notify } from '@/components/feedback/notify';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { ScheduledExport } from '@/api/scheduled-exports/schemas';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { Page, type Crumb } from '@/components/page/Page';
import { ScheduledExportForm } from '../components/ScheduledExportForm';
import { DeleteScheduleButton } from '../components/ScheduleActions';
import { formValuesOf, newFormValues } from '../form';
import { paths } from '@/lib/routes';
import { parseRouteParams, parseRouteSearch } from '@/lib/routes/params';
import { scheduledExportScreenQueries } from '../prefetch';

const listCrumbs: Crumb[] = [
  { label: 'Exports', to: paths.exports.index() },
  { label: 'Scheduled exports', to: paths.exports.scheduledList() },
];

/** After a create: go to the new schedule's own address once the form is clean (no leave prompt). */
function useOpenCreated() {
  const navigate = useNavigate();
  const [created, setCreated] = useState<ScheduledExport | null>(null);
  useEffect(() => {
    if (!created) return;
    notify({ color: 'teal', title: 'Scheduled export created', message: created.name });
    void navigate(paths.exports.scheduled({ id: created.id }), { replace: true });
  }, [created, navigate]);
  return setCreated;
}

/** `/exports/scheduled/new[?savedReportId=]`: schedule a saved report. */
function NewScheduledExport() {
  const [params] = useSearchParams();
  const { savedReportId } = parseRouteSearch('scheduledExport', params);
  const [initial] = useState(() => newFormValues({ savedReportId }));
  const openCreated = useOpenCreated();
  return (
    <Page title="New scheduled export" breadcrumbs={[...listCrumbs, { label: 'New' }]}>
      <ScheduledExportForm initial={initial} onSaved={openCreated} />
    </Page>
  );
}

/** `/exports/scheduled/:id`: one schedule in the editor (read-only when the caller cannot change it). */
function EditScheduledExport({ id }: { id: number }) {
  const navigate = useNavigate();
  const detail = useQuery(scheduledExportScreenQueries(id).schedule);
  const item = detail.data;
  return (
    <Page
      title={item?.name ?? 'Scheduled export'}
      description={item?.schedule.description}
      breadcrumbs={[...listCrumbs, { label: item?.name ?? String(id) }]}
      actions={
        item && (
          <>
            {item.schedule.isPaused && (
              <Badge color="yellow" variant="light" size="lg">
                Paused
              </Badge>
            )}
            <DeleteScheduleButton
              item={item}
              onDeleted={() => void navigate(paths.exports.scheduledList())}
            />
          </>
        )
      }
    >
      <QueryView
        query={detail}
        errorTitle="Could not load the scheduled export"
        loading={<Skeleton height={480} radius="md" />}
      >
        {(loaded) => (
          <>
            {!loaded.isEditable && (
              <Alert color="blue" variant="light" title="View only">
                Only the owner of this schedule ({loaded.owner?.userName ?? 'another user'}) or an
                administrator can change it.
              </Alert>
            )}
            <ScheduledExportForm
              key={loaded.id}
              item={loaded}
              initial={formValuesOf(loaded)}
              onSaved={() => undefined}
              readOnly={!loaded.isEditable}
            />
          </>
        )}
      </QueryView>
    </Page>
  );
}

/** `/exports/scheduled/:id` and `/exports/scheduled/new`: the scheduled export editor. */
export function ScheduledExportEditorPage() {
  const params = useParams();
  const { id = '' } = params;
  const parsed = parseRouteParams('scheduledExport', params)?.id;
  if (parsed === 'new') return <NewScheduledExport />;
  if (parsed === undefined) {
    return (
      <Page title="Scheduled export not found" breadcrumbs={listCrumbs}>
        <EmptyState title="No such scheduled export">“{id}” is not a scheduled export id.</EmptyState>
      </Page>
    );
  }
  return <EditScheduledExport key={parsed} id={parsed} />;
}
