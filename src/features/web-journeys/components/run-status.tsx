import { Badge, Loader } from '@mantine/core';
import type { JourneyRun } from '@/api/web-journeys/run-history';

/** Colours of the statuses the service words (grid `web_journey_run_status` labels), by what they say. */
const tones: Array<[RegExp, string]> = [
  [/pass|^ok$|success/i, 'teal'],
  [/rule/i, 'orange'],
  [/fail|error|abort|stopp/i, 'red'],
];

/** True while a run has not completed. */
export const isRunning = (run: Pick<JourneyRun, 'completedAt'>) => !run.completedAt;

/** A run's outcome in words: the service's own label for its status, or "Running"/"Completed". */
export function runStatusLabel(run: Pick<JourneyRun, 'completedAt' | 'status'>): string {
  if (isRunning(run)) return 'Running';
  return run.status ?? 'Completed';
}

/** A run's outcome as a labelled badge (the colour follows the words; the text always says it). */
export function JourneyRunBadge({ run }: { run: Pick<JourneyRun, 'completedAt' | 'status'> }) {
  if (isRunning(run)) {
    return (
      <Badge color="blue" radius="sm" leftSection={<Loader size={8} color="white" aria-hidden />}>
        Running
      </Badge>
    );
  }
  const label = runStatusLabel(run);
  const color = tones.find(([pattern]) => pattern.test(label))?.[1] ?? 'gray';
  return (
    <Badge color={color} variant="light" radius="sm">
      {label}
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
