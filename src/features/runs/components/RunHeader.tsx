import { Group, Text } from '@mantine/core';
import type { AuditRun, AuditRunReference } from '@/api/audits/schemas';
import type { RunStatus } from '@/api/audits/run-status';
import { RunStatusBadge } from '@/components/status/RunStatusBadge';
import { formatCount, formatDateTime, formatDuration } from '@/lib/format';
import { CompareWithPrevious } from './CompareWithPrevious';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}
      </Text>{' '}
      {value}
    </Text>
  );
}

interface RunHeaderProps {
  auditId: number;
  run: AuditRunReference;
  status: RunStatus | undefined;
  /** The audit's runs (to compare with the previous one); undefined while they load. */
  history: readonly AuditRun[] | undefined;
}

/** The run's state at a glance: status, start, completion, duration, pages scanned, and compare with the previous run. */
export function RunHeader({ auditId, run, status, history }: RunHeaderProps) {
  return (
    <Group gap="lg" wrap="wrap" data-testid="run-header">
      <RunStatusBadge status={status} />
      <Fact label="Started" value={formatDateTime(run.started)} />
      <Fact label="Finished" value={run.completed ? formatDateTime(run.completed) : 'Not yet'} />
      <Fact
        label="Duration"
        value={run.completed ? formatDuration(run.started, run.completed) : 'Still running'}
      />
      <Fact label="Pages scanned" value={`${formatCount(run.totalUrl)} of ${formatCount(run.limit)}`} />
      <CompareWithPrevious auditId={auditId} runId={run.id} history={history} />
    </Group>
  );
}
