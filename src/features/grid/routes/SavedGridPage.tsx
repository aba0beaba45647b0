import { Badge, Button, Group, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '@/api/errors';
import { toGridEntityPathType, type GridEntityPathType } from '@/api/grid/query-schemas';
import type { SavedReport } from '@/api/grid/schemas';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { Page, type Crumb } from '@/components/page/Page';
import { BadQueryLink, SavedQueryLeftOut } from '../builder/components/BuilderProblems';
import { BuilderToolbar } from '../builder/components/BuilderToolbar';
import { GridBuilder } from '../builder/GridBuilder';
import { readSavedQuery } from '@/api/grid/model/saved-query';
import { encodeGridQuery } from '@/api/grid/model/url-state';
import { useGridUrlQuery } from '../builder/use-grid-url-query';
import { useResolvedGridQuery } from '../builder/use-resolved-query';
import { paths } from '@/lib/routes';
import { parseRouteParams } from '@/lib/routes/params';
import { savedGridReportQueries } from '../builder/prefetch';

const libraryCrumbs: Crumb[] = [
  { label: 'Grid reports', to: paths.grid.index() },
  { label: 'Saved reports', to: paths.grid.savedList() },
];

/** `/grid/saved/:id`: open a saved report in the builder; edits live in `?q=` until saved. */
export function SavedGridPage() {
  const reportId = parseRouteParams('savedGridReport', useParams())?.id;
  if (reportId === undefined) return <ReportNotFound />;
  return <SavedReportLoader key={reportId} reportId={reportId} />;
}

function ReportNotFound() {
  return (
    <Page title="Saved report not found" breadcrumbs={[...libraryCrumbs, { label: 'Not found' }]}>
      <EmptyState
        title="This saved report does not exist"
        action={
          <Button component={Link} to={paths.grid.savedList()} variant="light">
            Go to saved reports
          </Button>
        }
      >
        It may have been deleted, or the link is wrong.
      </EmptyState>
    </Page>
  );
}

function SavedReportLoader({ reportId }: { reportId: number }) {
  const report = useQuery(savedGridReportQueries(reportId).report);
  if (report.isPending) {
    return (
      <Page title="Saved report" breadcrumbs={[...libraryCrumbs, { label: 'Loading…' }]}>
        <Skeleton height={480} radius="md" />
      </Page>
    );
  }
  if (report.isError) {
    if (isApiError(report.error) && report.error.status === 404) return <ReportNotFound />;
    return (
      <Page title="Saved report" breadcrumbs={[...libraryCrumbs, { label: 'Error' }]}>
        <ErrorPanel
          error={report.error}
          title="Could not load the saved report"
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      </Page>
    );
  }
  const type = toGridEntityPathType(report.data.gridEntityType);
  if (!type) {
    return (
      <Page title={report.data.name} breadcrumbs={[...libraryCrumbs, { label: report.data.name }]}>
        <ErrorPanel
          error={
            new Error(
              `This report is about “${report.data.gridEntityType}”, which the grid builder does not know.`,
            )
          }
          title="Could not open the saved report"
        />
      </Page>
    );
  }
  return <SavedReportBuilder report={report.data} type={type} />;
}

function SavedReportBuilder({ report, type }: { report: SavedReport; type: GridEntityPathType }) {
  const navigate = useNavigate();
  const { hasQuery, decoded, setRequest } = useGridUrlQuery();
  const saved = useMemo(() => readSavedQuery(report.queryDefinition), [report]);
  const current = hasQuery ? decoded : ({ ok: true, request: saved.request } as const);
  const request = current.ok ? current.request : {};
  const { body, ready } = useResolvedGridQuery(type, request);
  const original = useResolvedGridQuery(type, saved.request);
  const changed = hasQuery && ready && current.ok && encodeGridQuery(body) !== encodeGridQuery(original.body);
  return (
    <Page
      title={report.name}
      print={{}}
      description={
        <Group gap="xs" component="span">
          {report.description ? (
            <Text span size="sm">
              {report.description}
            </Text>
          ) : null}
          {changed && (
            <Badge color="orange" variant="light" size="sm">
              Unsaved changes
            </Badge>
          )}
        </Group>
      }
      breadcrumbs={[...libraryCrumbs, { label: report.name }]}
      actions={
        <BuilderToolbar
          type={type}
          query={body}
          ready={ready && current.ok}
          report={report}
          itemName={report.name}
          onSaved={(stored, mode) =>
            void navigate(paths.grid.saved({ id: stored.id }), { replace: mode === 'update' })
          }
          onDeleted={() => void navigate(paths.grid.savedList())}
        />
      }
    >
      {!hasQuery && saved.leftOut.length > 0 && <SavedQueryLeftOut leftOut={saved.leftOut} />}
      {current.ok ? (
        <GridBuilder type={type} request={request} onChange={setRequest} canChangeType={false} />
      ) : (
        <BadQueryLink
          message={current.message}
          restartHref={hasQuery ? paths.grid.saved({ id: report.id }) : paths.grid.builder({ type })}
        />
      )}
    </Page>
  );
}
