import { isConsentClick, navigationTarget } from '../scripts';
import type { JourneyRunRow } from '../types';
import { failAction, giveConsent, interact, loadPage } from './phases';
import { RunSimulation } from './run-state';
import { StepRecorder } from './step-recorder';
import type { SimStep } from './types';

export { failureOf } from './failure';
export type { SimLog, SimRequest, SimStep } from './types';

/**
 * Simulate a run of a journey on its site, action by action, up to `executed` actions: the pages
 * each action loads, the requests of the site and of its tags (consent-gated tags wait for the
 * consent click; blocked tags are not sent), the cookies each request or script writes, console
 * messages, and the failure of the action that fails. Deterministic for a run. With `hostile`
 * (MOCK_HOSTILE=1), the first page adds a `javascript:` request, a cookie holding markup and a
 * console message with a script tag: the dashboard must show them as text.
 */
export function simulateRun(
  run: JourneyRunRow,
  executed: number,
  host: string,
  destinations: ReadonlyMap<number, string>,
  hostile = false,
): SimStep[] {
  const sim = new RunSimulation(run, host, hostile);
  const oneTrust = sim.vendors.find((vendor) => vendor.tagId === 109);
  const steps: SimStep[] = [];
  for (const action of run.actions.slice(0, executed)) {
    const step = new StepRecorder(sim, action);
    if (run.outcome === 'ActionFailed' && action.sequence === run.failedSequence) {
      steps.push(failAction(step));
      break;
    }
    const startUrl = sim.pageUrl;
    const target = navigationTarget(action, sim.pageUrl, destinations);
    const result = target
      ? loadPage(step, target)
      : isConsentClick(action) && !sim.consented && oneTrust
        ? giveConsent(step, oneTrust)
        : interact(step);
    steps.push(step.finish({ ...result, success: true, startUrl, finishUrl: sim.pageUrl }));
  }
  return layOut(run, steps);
}

/** Place steps and their requests on the run's clock, squeezed to fit the run's duration. */
function layOut(run: JourneyRunRow, steps: SimStep[]): SimStep[] {
  const total = steps.reduce((sum, step) => sum + step.durationMs, 0);
  const factor = total > run.durationMs * 0.97 && total > 0 ? (run.durationMs * 0.97) / total : 1;
  let clock = run.startedAt + 400;
  return steps.map((step) => {
    const startedAt = Math.round(clock);
    const durationMs = Math.max(1, Math.round(step.durationMs * factor));
    clock += durationMs;
    const at = (offset: number) => startedAt + Math.min(durationMs, Math.round(offset * factor));
    return {
      ...step,
      startedAt,
      durationMs,
      requests: step.requests.map((request) => ({ ...request, startedAt: at(request.startedAt) })),
      logs: step.logs.map((entry) => ({ ...entry, timestamp: at(entry.timestamp) })),
    };
  });
}
