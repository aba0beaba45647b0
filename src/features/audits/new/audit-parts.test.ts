import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestMock } from '@mocks/node';
import { SEED_DAY } from '@mocks/lib/test-clock';
import { DEMO_API_KEY } from '@/api/demo';
import { signIn } from '@/api/session';
import {
  actionsForCopy,
  applyParts,
  partsBatch,
  consentPatch,
  copyParts,
  countOf,
  labelsPart,
  type AuditPart,
  type PartId,
  type PartEntry,
} from './audit-parts';

const BASE = 'http://api.test';
const mock = createTestMock({ now: SEED_DAY });
const db = () => mock.ref.current;

beforeAll(() => {
  mock.server.listen({ onUnhandledFrame: 'error' });
  signIn({ apiKey: DEMO_API_KEY, baseUrl: BASE, remember: false });
});
afterEach(() => {
  mock.server.resetHandlers();
  mock.reset();
});
afterAll(() => mock.server.close());

/** Every change of state each part went through after `from`, in order, and where each part ended. */
function recorder(from: readonly PartEntry[] = []) {
  const seen: Array<[PartId, PartEntry['status']]> = [];
  const last = new Map<PartId, Pick<PartEntry, 'status' | 'result' | 'error'>>(
    from.map((entry) => [entry.item.id, { status: entry.status }]),
  );
  return {
    seen,
    last,
    onChange: (entries: PartEntry[]) => {
      for (const { item, status, result, error } of entries) {
        const before = last.get(item.id);
        if (before?.status === status) continue;
        seen.push([item.id, status]);
        last.set(
          item.id,
          result === undefined ? { status, ...(error ? { error } : {}) } : { status, result },
        );
      }
    },
  };
}

/** Apply the batch, recording with `run`; true when every part succeeded. */
async function applied(entries: readonly PartEntry[], run: ReturnType<typeof recorder>) {
  const result = await applyParts(entries, new QueryClient(), run.onChange);
  return { ok: result.every((entry) => entry.status === 'succeeded'), result };
}

async function get(path: string) {
  const response = await fetch(`${BASE}${path}`, { headers: { Authorization: DEMO_API_KEY } });
  return (await response.json()) as unknown;
}

/** The configuration of an audit as the settings screens read it, without what identifies the audit. */
async function configOf(auditId: number) {
  const actions = (list: unknown) => (list as Array<Record<string, unknown>>).map(({ id, ...rest }) => rest);
  return {
    actions: actions(await get(`/v3/web-audits/${auditId}/actions`)),
    loginActions: actions(await get(`/v3/web-audits/${auditId}/login-actions`)),
    blocking: await get(`/v3/web-audits/${auditId}/blocking-configuration`),
    filters: await get(`/v2/web-audits/${auditId}/filters`),
    rules: await get(`/v2/web-audits/${auditId}/rules`),
    consent: await get(`/v3/web-audits/${auditId}/consent-categories`),
  };
}

/** A seeded audit with every part configured, and a fresh audit in the same sub-folder to copy it to. */
async function sourceAndTarget() {
  const source = db()
    .audits.all()
    .find((audit) => db().auditConfig.loginActions.has(audit.id))!;
  const config = db().auditConfig;
  if (!config.actions.has(source.id)) config.actions.set(source.id, config.loginActions.get(source.id)!);
  config.blocking.set(source.id, { tagIds: [108], tagCategoryIds: [3] });
  config.ruleIds.set(source.id, [402, 405]);
  db().audits.update(source.id, {
    filters: { include: [{ value: '^https://[^/]+/shop/', includeLimit: 50 }], exclude: ['\\.pdf$'] },
  });
  db().auditConsentCategories.set(source.id, [db().consentCategories.all()[0]!.id]);
  const target = db().audits.insert({
    ...source,
    name: 'Copy',
    labelIds: [],
    filters: { include: [], exclude: [] },
  });
  db().runs.set(target.id, []);
  return { source: source.id, target: target.id };
}

describe('pure helpers', () => {
  it('counts in words', () => {
    expect([countOf(0, 'rule'), countOf(1, 'rule'), countOf(1200, 'category', 'categories')]).toEqual([
      'no rules',
      '1 rule',
      '1,200 categories',
    ]);
  });

  it('copies actions without their ids and counts the masked values to type again', () => {
    const copied = actionsForCopy([
      { id: 9, sequence: 0, actionType: 'click', selectors: [{ selectorType: 'css', value: '#go' }] },
      { id: 10, sequence: 1, actionType: 'maskedinput', maskedValue: '••••' },
    ]);
    expect(copied.actions.map((action) => 'id' in action)).toEqual([false, false]);
    expect(copied.masked).toBe(1);
  });

  it('turns the applied consent categories into the wanted ones', () => {
    expect(consentPatch([1, 2], [2, 3])).toEqual([
      { op: 'add', path: '/-', value: 3 },
      { op: 'remove', path: '/', value: 1 },
    ]);
    expect(consentPatch([4], [4])).toEqual([]);
  });
});

describe('applyParts', () => {
  const part = (id: PartId, outcome: () => string): AuditPart => ({
    id,
    apply: () => Promise.resolve().then(outcome),
  });

  it('applies one part at a time, goes on past a failure, and retries only the parts asked for', async () => {
    let rulesFail = true;
    const parts = [
      part('actions', () => '2 actions'),
      part('rules', () => {
        if (rulesFail) throw new Error('Service unavailable');
        return '1 rule';
      }),
      part('filters', () => 'no include patterns'),
    ];
    const batch = partsBatch(parts);
    const first = recorder(batch);
    const firstRun = await applied(batch, first);
    expect(firstRun.ok).toBe(false);
    expect(first.seen).toEqual([
      ['actions', 'working'],
      ['actions', 'succeeded'],
      ['rules', 'working'],
      ['rules', 'failed'],
      ['filters', 'working'],
      ['filters', 'succeeded'],
    ]);

    rulesFail = false;
    const retry = recorder(firstRun.result);
    expect((await applied(firstRun.result, retry)).ok).toBe(true);
    expect(retry.seen).toEqual([
      ['rules', 'working'],
      ['rules', 'succeeded'],
    ]);
    expect(retry.last.get('rules')).toEqual({ status: 'succeeded', result: '1 rule' });
  });
});

describe('copyParts against the mock', () => {
  it('gives the copy exactly its source’s actions, login actions, blocking, filters, rules and consent categories', async () => {
    const { source, target } = await sourceAndTarget();
    const run = recorder();
    expect((await applied(partsBatch(copyParts(source, target)), run)).ok).toBe(true);
    expect(await configOf(target)).toEqual(await configOf(source));
    expect(run.last.get('login-actions')).toEqual({
      status: 'succeeded',
      result: '4 actions · type 1 masked value again',
    });
    expect(run.last.get('rules')).toEqual({ status: 'succeeded', result: '2 rules' });
    expect(run.last.get('blocking')).toEqual({ status: 'succeeded', result: '1 tag, 1 tag category' });
  });

  it('reports a part the service refused, and copies it on retry', async () => {
    const { source, target } = await sourceAndTarget();
    mock.server.use(
      http.put(
        '*/v2/web-audits/:id/rules',
        () => HttpResponse.json({ message: 'Rules are being reindexed' }, { status: 503 }),
        { once: true },
      ),
    );
    const first = recorder();
    const firstRun = await applied(partsBatch(copyParts(source, target)), first);
    expect(firstRun.ok).toBe(false);
    const failed = first.last.get('rules');
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toBe('Rules are being reindexed');
    expect(db().auditConfig.ruleIds.get(target)).toBeUndefined();

    expect((await applied(firstRun.result, recorder(firstRun.result))).ok).toBe(true);
    expect(await configOf(target)).toEqual(await configOf(source));
  });

  it('sets the chosen labels on the new audit', async () => {
    const { target } = await sourceAndTarget();
    const run = recorder();
    await applied(partsBatch([labelsPart(target, [11, 12])]), run);
    expect(run.last.get('labels')).toEqual({ status: 'succeeded', result: '2 labels' });
    expect(db().audits.get(target)!.labelIds).toEqual([11, 12]);
  });
});
