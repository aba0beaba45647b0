import type { ManualJourney } from '@/api/manual-journeys/schemas';
import type { Db, ManualJourneyRow } from '../db/types';
import type { Route } from '../lib/route';

/** A manual journey with its label objects joined. */
export function manualJourneyView(db: Db, row: ManualJourneyRow): ManualJourney {
  const { labelIds, ...journey } = row;
  return {
    ...journey,
    labels: labelIds.flatMap((id) => {
      const label = db.labels.get(id);
      return label ? [{ id: label.id, name: label.name }] : [];
    }),
  };
}

/** Manual journeys: the V2 list. */
export const manualJourneyHandlers = (route: Route) => [
  route('get', '/v2/manual-journeys', {}, ({ db }) =>
    db.manualJourneys.all().map((row) => manualJourneyView(db, row)),
  ),
];
