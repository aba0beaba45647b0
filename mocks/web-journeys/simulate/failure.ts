import type { JourneyActionRow } from '../types';

function selectorOf(action: JourneyActionRow): string {
  const value = action.selectors?.[0]?.value;
  return typeof value === 'string' ? value : 'the element';
}

/** Why an action fails when a run fails at it: the message and its type. */
export function failureOf(action: JourneyActionRow): { message: string; type: string } {
  switch (action.actionType) {
    case 'navto':
      return {
        message: `Navigation to ${action.url ?? 'the page'} timed out after 60 s`,
        type: 'NavigationTimeout',
      };
    case 'input':
    case 'maskedinput':
      return {
        message: `The element ${selectorOf(action)} is not interactable`,
        type: 'ElementNotInteractable',
      };
    case 'watch':
      return { message: `The page did not settle within ${action.seconds ?? 0} s`, type: 'Timeout' };
    default:
      return { message: `No element matches ${selectorOf(action)} (waited 30 s)`, type: 'ElementNotFound' };
  }
}

/** How long a failing action waits before it gives up (ms). */
export function failureDuration(action: JourneyActionRow): number {
  if (action.actionType === 'navto') return 60_000;
  if (action.actionType === 'watch') return (action.seconds ?? 1) * 1000;
  return 30_000;
}
