import { z } from 'zod';
import { readQuery, booleanParam } from '../lib/query';
import type { Route } from '../lib/route';

const listQuery = z.object({
  domainId: z.coerce.number().int().positive().optional(),
  monitored: booleanParam.optional(),
  accountId: z.coerce.number().int().optional(),
});

/** Web journeys: the V3 list, filtered by sub-folder and by script-services monitoring. */
export const webJourneyHandlers = (route: Route) => [
  route('get', '/v3/web-journeys', {}, ({ db, query }) => {
    const filters = readQuery(listQuery, query);
    if (filters.accountId !== undefined && filters.accountId !== db.account.id) return [];
    return db.webJourneys.where(
      (journey) =>
        (filters.domainId === undefined || journey.domainId === filters.domainId) &&
        (filters.monitored === undefined || Boolean(journey.monitoredByScriptServices) === filters.monitored),
    );
  }),
];
