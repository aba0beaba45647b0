import type { AuditAction } from '@/api/audits/config-schemas';
import type { JourneyRun } from '@/api/web-journeys/run-history';
import { isRunning } from './run-status';

/** Where one step of a run stands: it ran (and passed or failed), or it has not run. */
export type StepOutcome = 'passed' | 'failed' | 'not-run' | 'pending';

/** One action of the journey as a step of a run. */
export interface RunStep {
  sequence: number;
  action: AuditAction;
  outcome: StepOutcome;
  /** Why the step failed (the run's failed-action error). */
  failureMessage?: string;
}

/** True for a step that ran: its requests, console and cookies can be read. */
export const hasRun = (step: RunStep) => step.outcome === 'passed' || step.outcome === 'failed';

/**
 * The journey's script as the steps of a run: the first `actionsExecuted` ran, the one at
 * `failedStep` (counted from 1) failed with the run's error, and the others did not run — or have
 * not run yet while the run is going.
 */
export function runSteps(actions: readonly AuditAction[], run: JourneyRun): RunStep[] {
  const running = isRunning(run);
  const ordered = [...actions].sort((a, b) => a.sequence - b.sequence);
  const failedIndex = run.failedStep === undefined ? undefined : run.failedStep - 1;
  const executed = run.actionsExecuted ?? (running ? 0 : (run.failedStep ?? ordered.length));
  return ordered.map((action, index): RunStep => {
    if (index === failedIndex)
      return {
        sequence: action.sequence,
        action,
        outcome: 'failed',
        ...(run.failedActionError ? { failureMessage: run.failedActionError } : {}),
      };
    const outcome = index < executed ? 'passed' : running ? 'pending' : 'not-run';
    return { sequence: action.sequence, action, outcome };
  });
}

/** A note under the steps: the run is still going, or it stopped at a failed step. */
export function stoppedNote(steps: readonly RunStep[], running: boolean): string | undefined {
  if (running) return 'The run is still going: more actions will follow.';
  const failed = steps.find((step) => step.outcome === 'failed');
  return failed
    ? `The journey stopped at step ${failed.sequence + 1}: the actions after it did not run.`
    : undefined;
}
