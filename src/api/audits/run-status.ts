/** The states a run can be in, as the dashboard names them. */
export type RunStatus = 'queued' | 'running' | 'completed' | 'failed';

interface RunLike {
  completed?: string | undefined;
  totalUrl: number;
}

/** Derive a run's state: no completion time means running; completed with no pages scanned means failed. */
export function runStatus(run: RunLike | undefined, queued = false): RunStatus | undefined {
  if (!run) return queued ? 'queued' : undefined;
  if (!run.completed) return 'running';
  return run.totalUrl > 0 ? 'completed' : 'failed';
}
