import type { Db } from '../db/types';
import { runDetail } from './runs';
import { journeyStore } from './store';

/**
 * Real path parameters for the web journey operations: a journey with a completed run that set
 * cookies, that run, an executed action of it (sequence and id), one of the cookies that action
 * changed, and a rule that journeys check.
 */
export function webJourneyFixtures(db: Db) {
  const store = journeyStore(db);
  for (const journey of db.webJourneys.all()) {
    for (const run of store.runs.get(journey.id) ?? []) {
      const detail = runDetail(db, store, run);
      const change = detail.changes.find((c) => c.sequence > 0) ?? detail.changes[0];
      if (detail.state.stage !== 'completed' || !change) continue;
      const step = detail.steps.find((s) => s.sequence === change.sequence)!;
      return {
        webJourneyId: journey.id,
        journeyId: journey.id,
        runId: run.id,
        actionSequenceId: step.sequence,
        actionId: step.action.id ?? 0,
        ruleId: [...store.ruleIds.values()].flat()[0] ?? 0,
        cookie: { name: change.name, domain: change.domain, path: change.path },
      };
    }
  }
  return undefined;
}
