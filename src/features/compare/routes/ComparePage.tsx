import { Alert, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconInfoCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { auditQueries } from '@/api/audits/queries';
import type { AuditRun } from '@/api/audits/schemas';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { runFact } from '@/components/print/print-facts';
import { usePrintPhase } from '@/components/print/print-store';
import { isolateText } from '@/components/text/isolate';
import { useSearchParamState } from '@/components/url-state/useSearchParam';
import { DimensionTabs } from '../components/DimensionTabs';
import { DimensionView } from '../components/DimensionView';
import { ComparisonPrint } from '../components/ComparisonPrint';
import { RunPicker } from '../components/RunPicker';
import type { ComparedRuns } from '@/api/compare/use-dimension-diff';
import { dimensionChanges, readCompareState } from '../url-state';
import { validateComparison } from '../validate';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/routes';
import { parseRouteParams } from '@/lib/routes/params';

/** The two runs of a valid comparison, with their page counts (for progress). */
function comparedRuns(auditId: number, comparison: { base: AuditRun; head: AuditRun }): ComparedRuns {
  return {
    auditId,
    base: { id: comparison.base.id, pageCount: comparison.base.totalUrl },
    head: { id: comparison.head.id, pageCount: comparison.head.totalUrl },
  };
}

/** The print header's names of the compared runs: each by id, date and time. */
function printedRuns(comparison: { base: AuditRun; head: AuditRun }) {
  return [
    { label: 'Base run', run: runFact(comparison.base.id, formatDateTime(comparison.base.started)) },
    { label: 'Head run', run: runFact(comparison.head.id, formatDateTime(comparison.head.started)) },
  ];
}

/**
 * `/audits/:auditId/compare?base=&head=`: what changed between two runs of an audit, dimension by
 * dimension on screen (one tab each), every dimension in one printout.
 */
export function ComparePage() {
  const routeParams = useParams();
  const rawId = routeParams.auditId ?? '';
  const parsed = parseRouteParams('compare', routeParams);
  const valid = parsed !== undefined;
  const auditId = parsed?.auditId ?? 0;
  const [params, setParams] = useSearchParamState();
  const state = readCompareState(params);
  const audit = useQuery({ ...auditQueries.detail(auditId), enabled: valid });
  const history = useQuery({ ...auditQueries.runs(auditId), enabled: valid });
  const printing = usePrintPhase() !== 'idle';
  const compared = history.data ? validateComparison(state.base, state.head, history.data) : undefined;

  const breadcrumbs = [
    { label: 'Audits', to: paths.audits() },
    { label: audit.data?.name ?? `Audit ${rawId}`, to: paths.audit({ auditId }) },
    { label: 'Compare runs' },
  ];
  if (!valid) {
    return (
      <Page title="Audit not found" breadcrumbs={breadcrumbs.slice(0, 1)}>
        <ErrorPanel error={new Error(`"${rawId}" is not an audit id.`)} title="Audit not found" />
      </Page>
    );
  }

  return (
    <Page
      title="Compare runs"
      breadcrumbs={breadcrumbs}
      description={audit.data ? `${isolateText(audit.data.name)} · what changed between two runs` : undefined}
      print={{ audit: audit.data?.name, runs: compared?.ok ? printedRuns(compared) : undefined }}
    >
      <QueryView
        query={history}
        errorTitle="Could not load the runs of this audit"
        loading={<Skeleton height={60} radius="md" />}
      >
        {(runs) => {
          const comparison = validateComparison(state.base, state.head, runs);
          return (
            <Stack gap="md">
              <RunPicker runs={runs} base={state.base} head={state.head} onChange={setParams} />
              {comparison.ok && printing ? (
                <ComparisonPrint runs={comparedRuns(auditId, comparison)} state={state} />
              ) : comparison.ok ? (
                <DimensionTabs
                  value={state.dimension}
                  runs={comparedRuns(auditId, comparison)}
                  onChange={(dimension) => setParams(dimensionChanges(dimension))}
                >
                  <DimensionView
                    dimension={state.dimension}
                    runs={comparedRuns(auditId, comparison)}
                    state={state}
                  />
                </DimensionTabs>
              ) : (
                <Alert
                  role={comparison.reason === 'missing' ? 'status' : 'alert'}
                  color={comparison.reason === 'missing' ? 'blue' : 'red'}
                  variant="light"
                  icon={<IconInfoCircle aria-hidden />}
                  title={comparison.reason === 'missing' ? 'Choose two runs' : 'Cannot compare these runs'}
                  data-testid="compare-problem"
                >
                  {comparison.message}
                </Alert>
              )}
            </Stack>
          );
        }}
      </QueryView>
    </Page>
  );
}
