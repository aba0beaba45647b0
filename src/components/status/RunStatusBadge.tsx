import { Badge, Loader } from '@mantine/core';
import type { RunStatus } from '@/api/audits/run-status';
import { valueLabel } from '@/lib/vocabulary';

const colors: Record<RunStatus, string> = {
  queued: 'gray',
  running: 'blue',
  completed: 'teal',
  failed: 'red',
};

/** A run's state as a labelled badge. */
export function RunStatusBadge({ status }: { status: RunStatus | undefined }) {
  if (!status) return <span aria-label="Never run">Never run</span>;
  return (
    <Badge
      color={colors[status]}
      variant={status === 'completed' ? 'light' : 'filled'}
      radius="sm"
      leftSection={status === 'running' ? <Loader size={8} color="white" aria-hidden /> : undefined}
    >
      {valueLabel('runStatus', status)}
    </Badge>
  );
}
