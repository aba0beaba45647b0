import { Alert, Anchor, CloseButton, Group, Loader, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Audit, AuditRun } from '@/api/audits/schemas';
import { runStatus } from '@/api/audits/run-status';
import { RunStatusBadge } from '@/components/status/RunStatusBadge';
import { ScoreBadge } from '@/components/status/ScoreBadge';
import { formatCount } from '@/lib/format';
import { activeRun } from '../live-run';
import { paths } from '@/lib/routes';

interface LiveRunPanelProps {
  audit: Audit;
  runs: AuditRun[] | undefined;
  /** The run started from this page, followed until it completes. */
  startedRunId: number | undefined;
  onDismiss: () => void;
}

/** The run in progress, updated live; and, once the run started here completes, its outcome. */
export function LiveRunPanel({ audit, runs, startedRunId, onDismiss }: LiveRunPanelProps) {
  const active = activeRun(audit, runs);
  const started = runs?.find((run) => run.id === startedRunId);
  if (active) {
    const run = active.status === 'running' ? active.run : undefined;
    const id = run?.id ?? startedRunId;
    return (
      <Alert color="blue" variant="light" aria-live="polite" data-testid="live-run">
        <Group gap="sm">
          <Loader size="xs" aria-hidden />
          <RunStatusBadge status={active.status} />
          <Text size="sm">
            {id ? `Run ${id} ` : 'A run '}
            {active.status === 'queued'
              ? 'is queued: it starts when a browser is free.'
              : `is running: ${formatCount(run?.totalUrl ?? 0)} of up to ${formatCount(run?.limit ?? audit.limit)} pages scanned.`}
          </Text>
        </Group>
      </Alert>
    );
  }
  if (!started?.completed) return null;
  const status = runStatus(started);
  return (
    <Alert
      color={status === 'completed' ? 'teal' : 'red'}
      variant="light"
      aria-live="polite"
      data-testid="live-run"
    >
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <Group gap="sm">
          <RunStatusBadge status={status} />
          <Text size="sm">
            Run {started.id} {status === 'completed' ? 'completed' : 'finished without pages'}:{' '}
            {formatCount(started.totalUrl)} pages scanned.
          </Text>
          {status === 'completed' && <ScoreBadge score={started.score} />}
          <Anchor component={Link} to={paths.run({ auditId: audit.id, runId: started.id })} size="sm">
            Open run {started.id}
          </Anchor>
        </Group>
        <CloseButton aria-label="Dismiss" onClick={onDismiss} />
      </Group>
    </Alert>
  );
}
