import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { webJourneyV2ListSchema } from '../web-journeys/schemas';
import { rulePreviewListSchema } from './schemas';

/** Query options of a rule's uses beyond its resource definition (keys under the rules' root). */
export const ruleQueries = {
  /** GET /v2/rules/previews: every rule of the library by name (for pickers). */
  previews: () =>
    queryOptions({
      queryKey: ['rules', 'previews'],
      queryFn: ({ signal }) => request('/v2/rules/previews', { schema: rulePreviewListSchema, signal }),
    }),
  /** GET /v2/rules/{ruleId}/web-journeys: the web journeys that check the rule. */
  webJourneys: (ruleId: number) =>
    queryOptions({
      queryKey: ['rules', 'web-journeys', ruleId],
      queryFn: ({ signal }) =>
        request(`/v2/rules/${ruleId}/web-journeys`, { schema: webJourneyV2ListSchema, signal }),
    }),
};
