import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AuditRun } from '@/api/audits/schemas';
import { formatCount, formatDateTime } from '@/lib/format';
import { paths } from '@/lib/routes';

/**
 * The overview's flag for a latest run that finished with no page scanned, or that was stopped
 * before it had scanned every page, linked to that run.
 */
export function FailedRunAlert({ auditId, run }: { auditId: number; run: AuditRun }) {
  const when = formatDateTime(run.completed ?? run.started);
  const stopped = run.totalUrl > 0;
  return (
    <Alert
      color={stopped ? 'yellow' : 'red'}
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={
        stopped
          ? `Latest run was stopped early on ${when}: ${formatCount(run.totalUrl)} of up to ${formatCount(run.limit)} pages scanned`
          : `Latest run failed on ${when}: no pages scanned`
      }
    >
      {stopped
        ? 'The score and page count shown come from this partial run. '
        : 'The score shown comes from the latest completed run. '}
      <Anchor component={Link} to={paths.run({ auditId, runId: run.id })}>
        Open run {run.id}
      </Anchor>
    </Alert>
  );
}
