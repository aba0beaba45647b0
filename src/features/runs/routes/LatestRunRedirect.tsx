import { Anchor, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { auditQueries } from '@/api/audits/queries';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { resolveLatestRunPath } from '@/lib/run-address';
import { latestCompletedRun } from '../latest-run';
import { paths } from '@/lib/routes';
import { parseRouteParams } from '@/lib/routes/params';

/**
 * `/audits/:auditId/runs/latest/...`: a link that always opens the audit's latest completed run.
 * It reads the run history and replaces itself with the same address at that run's id, keeping the
 * rest of the path (tab, report, page) and the query string.
 */
export function LatestRunRedirect() {
  const params = useParams();
  const location = useLocation();
  const auditId = parseRouteParams('latestRun', params)?.auditId;
  const history = useQuery({ ...auditQueries.runs(auditId ?? 0), enabled: auditId !== undefined });
  const breadcrumbs = [
    { label: 'Audits', to: paths.audits() },
    ...(auditId === undefined ? [] : [{ label: `Audit ${auditId}`, to: paths.audit({ auditId }) }]),
  ];

  if (auditId === undefined) {
    return (
      <Page title="Run not found" breadcrumbs={breadcrumbs}>
        <ErrorPanel error={new Error(`"${params.auditId}" does not name an audit.`)} title="Run not found" />
      </Page>
    );
  }
  const latest = history.data ? latestCompletedRun(history.data) : undefined;
  if (latest) {
    const pathname = resolveLatestRunPath(location.pathname, latest.id);
    return <Navigate replace to={{ pathname, search: location.search, hash: location.hash }} />;
  }
  return (
    <Page title={history.data ? 'No completed run yet' : 'Latest run'} breadcrumbs={breadcrumbs}>
      <QueryView
        query={history}
        errorTitle="Could not load the run history"
        loading={<Skeleton height={120} radius="md" />}
      >
        {() => (
          <EmptyState
            title="This audit has no completed run yet"
            action={
              <Anchor component={Link} to={paths.audit({ auditId })}>
                Open the audit
              </Anchor>
            }
          >
            The link opens its latest completed run once a run has finished.
          </EmptyState>
        )}
      </QueryView>
    </Page>
  );
}
