import { hash32, prng } from '../db/run-data/random';
import type { Db } from '../db/types';
import { seedHeaderGroups } from './header-groups';
import { plannedRuns } from './history';
import { runConfigOf } from './runs';
import { journeyScript } from './scripts';
import type { RunOutcome, WebJourneyStore } from './types';

const outcomes: Record<string, RunOutcome> = {
  Passed: 'Ok',
  'Rule failures': 'RulesFailed',
  'Action failed': 'ActionFailed',
};

/**
 * Fill the store from the seeded journeys. Each journey gets a script that fits its site, its
 * settings (blocking, header groups, recipients and webhook, rules) and its seeded run history
 * (mocks/web-journeys/history.ts). The grid's web journey runs report reads these same runs.
 */
export function seedWebJourneys(db: Db, store: WebJourneyStore): void {
  store.headerGroups = seedHeaderGroups(db);
  const rules = db.rules.all();
  let maxRunId = store.nextRunId - 1;
  for (const journey of db.webJourneys.all()) {
    const random = prng(hash32(`web-journey-seed:${db.options.seed}:${journey.id}`));
    const host = db.domains.get(journey.domainId)?.domain ?? 'www.example.com';
    const runs = plannedRuns(db, journey);
    const count = runs[0]?.actionsConfigured ?? random.int(4, 9);
    const script = journeyScript(journey.name, host, count, () => store.nextActionId++);
    store.actions.set(journey.id, script.actions);
    for (const [id, url] of script.destinations) store.destinations.set(id, url);

    if (random.chance(0.25))
      store.blocking.set(
        journey.id,
        random.chance(0.5) ? { tagIds: [108], tagCategoryIds: [] } : { tagIds: [], tagCategoryIds: [5] },
      );
    if (random.chance(0.4))
      store.customHeaders.set(journey.id, [{ groupId: random.pick([501, 502, 504]), isApplyToAll: false }]);
    const owner = db.users.get(journey.userId);
    store.notifications.set(journey.id, {
      emails: owner ? [owner.email] : [],
      alerts: random.chance(0.6),
      ...(random.chance(0.35)
        ? { webHookUrl: `https://hooks.acme-outdoors.com/journeys/${journey.id}` }
        : {}),
    });
    store.ruleIds.set(
      journey.id,
      random.chance(0.7) && rules.length > 0
        ? [...new Set([random.pick(rules).id, random.pick(rules).id])]
        : [],
    );

    const config = runConfigOf(db, store, journey);
    store.runs.set(
      journey.id,
      runs.map((ctx) => {
        maxRunId = Math.max(maxRunId, ctx.runId);
        const running = ctx.status === 'In progress';
        return {
          id: ctx.runId,
          journeyId: journey.id,
          startedAt: ctx.startedAt,
          durationMs: ctx.durationMs ?? script.actions.length * 20_000,
          outcome: outcomes[ctx.status] ?? 'Ok',
          ...(ctx.failedStep !== null ? { failedSequence: ctx.failedStep - 1 } : {}),
          ...(running ? { executedSoFar: Math.min(ctx.actionsExecuted, script.actions.length) } : {}),
          actions: script.actions,
          config,
        };
      }),
    );
  }
  store.nextRunId = maxRunId + 1;
}
