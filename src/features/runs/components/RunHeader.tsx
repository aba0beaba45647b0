import { Group, Text } from '@mantine/core';
import type { AuditRunReference } from '@/api/audits/schemas';
import type { RunStatus } from '@/api/audits/run-status';
import { RunStatusBadge } from '@/components/status/RunStatusBadge';
import { formatCount, formatDateTime, formatDuration } from '@/lib/format';

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

/** The run's state at a glance: status, start, completion, duration and pages scanned. */
export function RunHeader({ run, status }: { run: AuditRunReference; status: RunStatus | undefined }) {
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
    </Group>
  );
}
