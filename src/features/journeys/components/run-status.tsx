import { Badge, Loader } from '@mantine/core';
import type { JourneyRun } from '@/api/web-journeys/run-schemas';

const styles: Record<string, { color: string; label: string }> = {
  Ok: { color: 'teal', label: 'Passed' },
  RulesFailed: { color: 'orange', label: 'Rule failures' },
  ActionFailed: { color: 'red', label: 'Action failed' },
  PageFailed: { color: 'red', label: 'Page failed' },
  Failed: { color: 'red', label: 'Failed' },
  DataCollectionFailure: { color: 'red', label: 'Data collection failed' },
  NotChecked: { color: 'gray', label: 'Not checked' },
};

/** True while a run has not completed. */
export const isRunning = (run: Pick<JourneyRun, 'completedAt'>) => !run.completedAt;

/** A run's outcome in words (a status the dashboard does not know is shown as sent). */
export function runStatusLabel(run: Pick<JourneyRun, 'completedAt' | 'status'>): string {
  if (isRunning(run)) return 'Running';
  return styles[run.status ?? '']?.label ?? run.status ?? 'Completed';
}

/** A run's outcome as a labelled badge. */
export function JourneyRunBadge({ run }: { run: Pick<JourneyRun, 'completedAt' | 'status'> }) {
  if (isRunning(run)) {
    return (
      <Badge color="blue" radius="sm" leftSection={<Loader size={8} color="white" aria-hidden />}>
        Running
      </Badge>
    );
  }
  const style = styles[run.status ?? ''];
  return (
    <Badge color={style?.color ?? 'gray'} variant="light" radius="sm">
      {runStatusLabel(run)}
    </Badge>
  );
}

/** Labels of the action types, as people say them. */
const actionLabels: Record<string, string> = {
  navto: 'Navigate',
  click: 'Click',
  input: 'Input',
  maskedinput: 'Masked input',
  maskedInput: 'Masked input',
  select: 'Select',
  check: 'Check',
  uncheck: 'Uncheck',
  watch: 'Wait',
  execute: 'Run JavaScript',
  clearcookies: 'Clear cookies',
  enteriframe: 'Enter frame',
  enterIframe: 'Enter frame',
  exitiframe: 'Leave frame',
  exitIframe: 'Leave frame',
  privacyoptin: 'Privacy opt-in',
  privacyoptout: 'Privacy opt-out',
  actionset: 'Action set',
};

/** An action type in words. */
export function actionTypeLabel(type: string | undefined): string {
  return type ? (actionLabels[type] ?? type) : 'Action';
}
