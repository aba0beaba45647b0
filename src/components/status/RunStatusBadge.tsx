import { Badge, Loader } from '@mantine/core';
import type { RunStatus } from '@/api/audits/run-status';

const styles: Record<RunStatus, { color: string; label: string }> = {
  queued: { color: 'gray', label: 'Queued' },
  running: { color: 'blue', label: 'Running' },
  completed: { color: 'teal', label: 'Completed' },
  failed: { color: 'red', label: 'Failed' },
};

/** A run's state as a labelled badge. */
export function RunStatusBadge({ status }: { status: RunStatus | undefined }) {
  if (!status) return <span aria-label="Never run">Never run</span>;
  const style = styles[status];
  return (
    <Badge
      color={style.color}
      variant={status === 'completed' ? 'light' : 'filled'}
      radius="sm"
      leftSection={status === 'running' ? <Loader size={8} color="white" aria-hidden /> : undefined}
    >
      {style.label}
    </Badge>
  );
}
