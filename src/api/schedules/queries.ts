import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { ruleDescriptionSchema, schedulePresetListSchema } from './schemas';

/** Query options for schedule helpers: presets and rule descriptions (keys under `['schedules']`). */
export const scheduleQueries = {
  all: () => ['schedules'] as const,
  /** GET /v3/schedules/presets: ready-made recurrences; they do not change. */
  presets: () =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'presets'],
      queryFn: ({ signal }) => request('/v3/schedules/presets', { schema: schedulePresetListSchema, signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** POST /v3/schedules/rule-description: a rule in words (a read: the same rule, the same words). */
  ruleDescription: (recurrenceRule: string) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'rule-description', recurrenceRule],
      queryFn: ({ signal }) =>
        request('/v3/schedules/rule-description', {
          method: 'POST',
          body: { recurrenceRule },
          schema: ruleDescriptionSchema,
          signal,
        }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
