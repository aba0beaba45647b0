import type { UseMutationOptions } from '@tanstack/react-query';
import { request } from '../client';
import { manualJourneyQueries as q } from './queries';
import {
  initializedJourneySchema,
  labelIdListSchema,
  manualActionSchema,
  manualJourneySchema,
  requestFilterListSchema,
  ruleIdListSchema,
  type InitializedJourney,
  type ManualAction,
  type ManualActionInput,
  type ManualJourney,
  type ManualJourneyInput,
  type RunControlCommand,
} from './schemas';

type Mutation<TData, TVariables> = UseMutationOptions<TData, Error, TVariables>;

const base = '/v2/manual-journeys';
const runPath = (journeyId: number, runId: number) => `${base}/${journeyId}/runs/${runId}`;
/** Lists that show journeys or their labels. */
const lists = [q.all(), ['labels']];

/** A label as PUT …/labels takes it (the reference's Label). */
export interface LabelRef {
  id: number;
  name: string;
}

/** Mutation options for manual journeys, their live sessions, runs, actions, labels, rules and filters. */
export const manualJourneyMutations = {
  /** POST /v2/manual-journeys. */
  create: (): Mutation<ManualJourney, ManualJourneyInput> => ({
    mutationFn: (body) => request(base, { method: 'POST', body, schema: manualJourneySchema }),
    meta: { invalidates: lists },
  }),
  /** PUT /v2/manual-journeys/{manualJourneyId}. */
  update: (journeyId: number): Mutation<ManualJourney, ManualJourneyInput> => ({
    mutationFn: (body) =>
      request(`${base}/${journeyId}`, { method: 'PUT', body, schema: manualJourneySchema }),
    meta: { invalidates: [q.detail(journeyId), [...q.all(), 'list']] },
  }),
  /** DELETE /v2/manual-journeys/{manualJourneyId}: the journey and all its runs. */
  remove: (): Mutation<void, number> => ({
    mutationFn: async (journeyId) => {
      await request(`${base}/${journeyId}`, { method: 'DELETE', responseType: 'none' });
    },
    // Not the deleted journey's own queries: they would only answer 404 now.
    meta: { invalidates: [[...q.all(), 'list'], ['labels'], ['rules']] },
  }),
  /** POST /v2/manual-journeys/{manualJourneyId}: start a live session (a new run) on a journey. */
  initialize: (): Mutation<InitializedJourney, number> => ({
    mutationFn: async (journeyId, { client }) => {
      const session = await request(`${base}/${journeyId}`, {
        method: 'POST',
        schema: initializedJourneySchema,
      });
      await client.invalidateQueries({ queryKey: q.detail(journeyId) });
      return session;
    },
  }),
  /** PUT …/labels: the journey's labels become exactly these. */
  setLabels: (journeyId: number): Mutation<number[], LabelRef[]> => ({
    mutationFn: (labels) =>
      request(`${base}/${journeyId}/labels`, { method: 'PUT', body: labels, schema: labelIdListSchema }),
    meta: { invalidates: [q.detail(journeyId), ...lists] },
  }),
  /** DELETE …/labels/{labelId}. */
  removeLabel: (journeyId: number): Mutation<void, number> => ({
    mutationFn: async (labelId) => {
      await request(`${base}/${journeyId}/labels/${labelId}`, { method: 'DELETE', responseType: 'none' });
    },
    meta: { invalidates: [q.detail(journeyId), ...lists] },
  }),
  /** PUT …/rules: the rules checked on every run (the rules library counts each rule's journeys). */
  setRules: (journeyId: number): Mutation<number[], number[]> => ({
    mutationFn: (ruleIds) =>
      request(`${base}/${journeyId}/rules`, { method: 'PUT', body: ruleIds, schema: ruleIdListSchema }),
    meta: { invalidates: [q.rules(journeyId).queryKey, ['rules']] },
  }),
  /** DELETE …/runs/{runId}: a recorded run, or a live session discarded. */
  deleteRun: (journeyId: number): Mutation<void, number> => ({
    mutationFn: async (runId) => {
      await request(runPath(journeyId, runId), { method: 'DELETE', responseType: 'none' });
    },
    meta: { invalidates: [[...q.detail(journeyId), 'runs', 'list']] },
  }),
  /** POST …/runs/{runId}/actions: a step at the end of the run. */
  addAction: (journeyId: number, runId: number): Mutation<ManualAction, ManualActionInput> => ({
    mutationFn: (body) =>
      request(`${runPath(journeyId, runId)}/actions`, { method: 'POST', body, schema: manualActionSchema }),
    meta: { invalidates: [q.runDetail(journeyId, runId)] },
  }),
  /** DELETE …/runs/{runId}/actions/{actionId}. */
  deleteAction: (journeyId: number, runId: number): Mutation<void, number> => ({
    mutationFn: async (actionId) => {
      await request(`${runPath(journeyId, runId)}/actions/${actionId}`, {
        method: 'DELETE',
        responseType: 'none',
      });
    },
    meta: { invalidates: [q.runDetail(journeyId, runId)] },
  }),
  /** POST …/runs/{runId}/control: pause, resume or stop a live session. */
  control: (journeyId: number, runId: number): Mutation<void, RunControlCommand> => ({
    mutationFn: async (command) => {
      await request(`${runPath(journeyId, runId)}/control`, {
        method: 'POST',
        body: { command },
        responseType: 'none',
      });
    },
    meta: { invalidates: [q.detail(journeyId)] },
  }),
  /** PUT …/runs/{runId}/labels. */
  setRunLabels: (journeyId: number, runId: number): Mutation<number[], LabelRef[]> => ({
    mutationFn: (labels) =>
      request(`${runPath(journeyId, runId)}/labels`, {
        method: 'PUT',
        body: labels,
        schema: labelIdListSchema,
      }),
    meta: { invalidates: [q.runDetail(journeyId, runId), [...q.detail(journeyId), 'runs', 'list']] },
  }),
  /** DELETE …/runs/{runId}/labels/{labelId}. */
  removeRunLabel: (journeyId: number, runId: number): Mutation<void, number> => ({
    mutationFn: async (labelId) => {
      await request(`${runPath(journeyId, runId)}/labels/${labelId}`, {
        method: 'DELETE',
        responseType: 'none',
      });
    },
    meta: { invalidates: [q.runDetail(journeyId, runId), [...q.detail(journeyId), 'runs', 'list']] },
  }),
  /** PUT …/runs/{runId}/request-filters: the request log and tags then show only matching requests. */
  setRequestFilters: (journeyId: number, runId: number): Mutation<string[], string[]> => ({
    mutationFn: (filters) =>
      request(`${runPath(journeyId, runId)}/request-filters`, {
        method: 'PUT',
        body: filters,
        schema: requestFilterListSchema,
      }),
    meta: { invalidates: [q.runDetail(journeyId, runId)] },
  }),
  /** DELETE …/runs/{runId}/request-filters: back to the default (no filter). */
  resetRequestFilters: (journeyId: number, runId: number): Mutation<void, void> => ({
    mutationFn: async () => {
      await request(`${runPath(journeyId, runId)}/request-filters`, {
        method: 'DELETE',
        responseType: 'none',
      });
    },
    meta: { invalidates: [q.runDetail(journeyId, runId)] },
  }),
};
