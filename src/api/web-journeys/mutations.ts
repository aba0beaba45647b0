import type { UseMutationOptions } from '@tanstack/react-query';
import { request } from '../client';
import {
  blockingConfigSchema,
  type BlockingConfig,
  type BlockingConfigInput,
} from '../audits/config-schemas';
import { gridQueries } from '../grid/queries';
import { customHeaders } from '../resources/custom-headers';
import { runCreatedSchema } from './run-schemas';
import {
  journeyCustomHeadersSchema,
  webJourneySchema,
  webJourneyV2Schema,
  type JourneyCustomHeaders,
  type JourneyCustomHeadersInput,
  type WebJourney,
  type WebJourneyUpdateInput,
  type WebJourneyV2,
  type WebJourneyV2Input,
} from './schemas';

type Mutation<TData, TVariables> = UseMutationOptions<TData, Error, TVariables>;

/** Everything about web journeys. */
const everyJourney = ['web-journeys'] as const;
/** A journey's name and settings show in its lists and in the web journey runs grid's rows. */
const journeyReads = [everyJourney, gridQueries.all()];

/** Mutation options for web journeys: create, edit, notifications, blocking, headers and runs. */
export const webJourneyMutations = {
  /** POST /v2/web-journeys: a journey with its first actions, recipients and webhook. */
  create: (): Mutation<WebJourneyV2, WebJourneyV2Input> => ({
    mutationFn: (body) => request('/v2/web-journeys', { method: 'POST', body, schema: webJourneyV2Schema }),
    meta: { invalidates: [everyJourney] },
  }),
  /** PUT /v3/web-journeys/{webJourneyId}: the journey's settings. */
  update: (id: number): Mutation<WebJourney, WebJourneyUpdateInput> => ({
    mutationFn: (body) =>
      request(`/v3/web-journeys/${id}`, { method: 'PUT', body, schema: webJourneySchema }),
    meta: { invalidates: journeyReads },
  }),
  /** PUT /v2/web-journeys/{journeyId}: the whole V2 journey, carrying recipients and the webhook. */
  updateV2: (id: number): Mutation<WebJourneyV2, WebJourneyV2Input> => ({
    mutationFn: (body) =>
      request(`/v2/web-journeys/${id}`, { method: 'PUT', body, schema: webJourneyV2Schema }),
    meta: { invalidates: journeyReads },
  }),
  /** PUT /v3/web-journeys/{webJourneyId}/blocking-configuration. */
  saveBlocking: (id: number): Mutation<BlockingConfig, BlockingConfigInput> => ({
    mutationFn: (body) =>
      request(`/v3/web-journeys/${id}/blocking-configuration`, {
        method: 'PUT',
        body,
        schema: blockingConfigSchema,
      }),
    meta: { invalidates: [[...everyJourney, 'journey', id, 'blocking']] },
  }),
  /** PUT /v3/web-journeys/{webJourneyId}/custom-headers. */
  saveCustomHeaders: (id: number): Mutation<JourneyCustomHeaders, JourneyCustomHeadersInput> => ({
    mutationFn: (body) =>
      request(`/v3/web-journeys/${id}/custom-headers`, {
        method: 'PUT',
        body,
        schema: journeyCustomHeadersSchema,
      }),
    // The groups' assignments change too.
    meta: { invalidates: [[...everyJourney, 'journey', id, 'custom-headers'], customHeaders.key] },
  }),
  /**
   * POST /v3/web-journeys/{webJourneyId}/runs: run the journey now. The lists say it is running and
   * the web journey runs grid holds the new run.
   */
  runNow: (id: number): Mutation<{ newRunId: number }, void> => ({
    mutationFn: () => request(`/v3/web-journeys/${id}/runs`, { method: 'POST', schema: runCreatedSchema }),
    meta: { invalidates: journeyReads },
  }),
};
