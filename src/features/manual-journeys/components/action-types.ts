import { manualActionTypes } from '@/api/manual-journeys/schemas';

const names: Record<number, string> = {
  1: 'Navigate',
  2: 'Tap',
  3: 'Input',
  4: 'Scroll',
  5: 'Wait',
  6: 'Check',
};

/** The kind of a step in words ("Tap"), or its number when the service sends one this view does not know. */
export function actionTypeLabel(actionType: number): string {
  return names[actionType] ?? `Type ${actionType}`;
}

/** The kinds of step a person can add, for a select. */
export const actionTypeOptions = manualActionTypes.map((value) => ({
  value: String(value),
  label: actionTypeLabel(value),
}));
