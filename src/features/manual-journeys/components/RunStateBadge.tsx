import { Badge, Loader } from '@mantine/core';
import { runState, type ManualJourneyRun } from '@/api/manual-journeys/schemas';

const styles: Record<string, { color: string; label: string }> = {
  running: { color: 'blue', label: 'Recording' },
  paused: { color: 'yellow', label: 'Paused' },
  completed: { color: 'teal', label: 'Completed' },
  failed: { color: 'red', label: 'Failed' },
};

/** A run's state in words: "Recording", "Paused", "Completed", "Failed", or the service's own word. */
export function runStateLabel(run: Pick<ManualJourneyRun, 'status'>): string {
  const state = runState(run);
  return styles[state]?.label ?? state.charAt(0).toUpperCase() + state.slice(1);
}

/** A run's state as a labelled badge. */
export function RunStateBadge({ run }: { run: Pick<ManualJourneyRun, 'status'> }) {
  const state = runState(run);
  const style = styles[state] ?? { color: 'gray', label: runStateLabel(run) };
  return (
    <Badge
      color={style.color}
      variant={state === 'completed' ? 'light' : 'filled'}
      radius="sm"
      tt="none"
      leftSection={state === 'running' ? <Loader size={8} color="white" aria-hidden /> : undefined}
    >
      {style.label}
    </Badge>
  );
}
