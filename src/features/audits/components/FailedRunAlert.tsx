import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AuditRun } from '@/api/audits/schemas';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/routes';

/** The overview's flag for a latest run that finished with no page scanned, linked to that run. */
export function FailedRunAlert({ auditId, run }: { auditId: number; run: AuditRun }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={`Latest run failed on ${formatDateTime(run.completed ?? run.started)}: no pages scanned`}
    >
      The score shown comes from the latest completed run.{' '}
      <Anchor component={Link} to={paths.run({ auditId, runId: run.id })}>
        Open run {run.id}
      </Anchor>
    </Alert>
  );
}
