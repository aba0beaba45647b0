// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockCaller } from '../../lib/test-call';

const mock = mockCaller();
const { call } = mock;
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());
beforeEach(() => mock.reset());

const BASE = '/v3/action-sets';
const click = (selector: string, sequence: number, extra: Record<string, unknown> = {}) => ({
  actionType: 'click',
  sequence,
  selectors: [{ selectorType: 'css', value: selector }],
  ...extra,
});
const setNamed = async (name: string) =>
  (await call('GET', BASE)).body.find((set: { name: string }) => set.name === name);

describe('action sets: ordered actions', () => {
  it('stores actions in sequence order, numbered from 0, each with an id and its set', async () => {
    const created = await call('POST', BASE, {
      name: 'Close the newsletter pop-up',
      actions: [click('#b', 5), { actionType: 'watch', sequence: 1, seconds: 2 }, click('#a', 5)],
    });
    expect(created.status).toBe(200);
    const { actions, id } = created.body;
    expect(actions.map((a: { sequence: number; actionType: string }) => [a.sequence, a.actionType])).toEqual([
      [0, 'watch'],
      [1, 'click'],
      [2, 'click'],
    ]);
    expect(actions[1].selectors[0].value).toBe('#b');
    expect(new Set(actions.map((a: { id: number }) => a.id)).size).toBe(3);
    expect(actions.every((a: { actionSetId: number }) => a.actionSetId === id)).toBe(true);
  });

  it('reorders, adds and removes on update: ids are kept, rules of removed actions are dropped', async () => {
    const set = await setNamed('Sign in as the QA customer');
    const [open, email, password, submit] = set.actions;
    await call('PUT', `${BASE}/${set.id}/actions/${submit.id}/rules`, [401]);
    const updated = await call('PUT', `${BASE}/${set.id}`, {
      name: set.name,
      actions: [
        { ...open, sequence: 0 },
        { ...password, sequence: 1 },
        { ...email, sequence: 2 },
        click('#remember-me', 3),
      ],
    });
    expect(updated.status).toBe(200);
    const ids = updated.body.actions.map((a: { id: number }) => a.id);
    expect(ids.slice(0, 3)).toEqual([open.id, password.id, email.id]);
    expect(ids[3]).not.toBe(submit.id);
    expect((await call('GET', `${BASE}/${set.id}/actions/${submit.id}`)).status).toBe(404);
    expect((await call('GET', `${BASE}/${set.id}/actions/${submit.id}/rules`)).status).toBe(404);
  });

  it('changes one action: its sequence moves it, the others are renumbered', async () => {
    const set = await setNamed('Sign in as the QA customer');
    const submit = set.actions[3];
    const moved = await call('PUT', `${BASE}/${set.id}/actions/${submit.id}`, {
      ...submit,
      sequence: 0,
      description: 'Submit first (test)',
    });
    expect(moved.body).toMatchObject({
      id: submit.id,
      sequence: 0,
      description: 'Submit first (test)',
      actionSetId: set.id,
    });
    const after = (await call('GET', `${BASE}/${set.id}`)).body.actions;
    expect(after.map((a: { id: number }) => a.id)).toEqual([
      submit.id,
      ...set.actions.slice(0, 3).map((a: { id: number }) => a.id),
    ]);
    expect(after.map((a: { sequence: number }) => a.sequence)).toEqual([0, 1, 2, 3]);
    expect((await call('GET', `${BASE}/${set.id}/actions/${submit.id}`)).body.description).toBe(
      'Submit first (test)',
    );
  });

  it('refuses an empty set, a nested action set and an action without what its type needs', async () => {
    const empty = await call('POST', BASE, { name: 'Nothing', actions: [] });
    expect(empty.status).toBe(400);
    const nested = await call('POST', BASE, {
      name: 'Nested',
      actions: [{ actionType: 'actionset', sequence: 0, actionSetId: 701 }],
    });
    expect(nested.body.validationReport.issues.map((i: { path: string[] }) => i.path)).toContainEqual([
      'actions',
      '0',
      'actionType',
    ]);
    const set = await setNamed('Accept the OneTrust cookie banner');
    const noSelector = await call('PUT', `${BASE}/${set.id}/actions/${set.actions[0].id}`, {
      actionType: 'click',
      sequence: 0,
    });
    expect(noSelector.status).toBe(400);
    expect(noSelector.body.validationReport.issues[0].path).toEqual(['selectors']);
  });
});

describe('action sets: rules checked after an action', () => {
  it('replaces the rules of an action and serves them as rules', async () => {
    const set = await setNamed('Accept the OneTrust cookie banner');
    const accept = set.actions[0];
    const seeded = (await call('GET', `${BASE}/${set.id}/actions/${accept.id}/rules`)).body;
    expect(seeded.map((rule: { name: string }) => rule.name)).toEqual([
      'No Meta Pixel before consent',
      'Consent state cookie is set',
    ]);
    const replaced = await call('PUT', `${BASE}/${set.id}/actions/${accept.id}/rules`, [403, 403, 408]);
    expect(replaced.body.map((rule: { id: number }) => rule.id)).toEqual([403, 408]);
    expect(replaced.body[0]).toMatchObject({ name: 'OneTrust banner loads', checkTimes: expect.any(Number) });
    const unknown = await call('PUT', `${BASE}/${set.id}/actions/${accept.id}/rules`, [999]);
    expect(unknown.status).toBe(400);
    expect((await call('GET', `${BASE}/${set.id}/actions/${accept.id}/rules`)).body).toHaveLength(2);
  });
});

describe('action sets in audits', () => {
  it('lets an audit run an action set as one step, and refuses one that does not exist', async () => {
    const set = await setNamed('Accept the OneTrust cookie banner');
    const auditId = (await call('GET', '/v3/web-audits')).body[0].auditId;
    const step = (actionSetId: number) => [{ actionType: 'actionset', sequence: 0, actionSetId }];
    const saved = await call('PUT', `/v3/web-audits/${auditId}/actions`, step(set.id));
    expect(saved.status).toBe(200);
    expect(saved.body[0]).toMatchObject({ actionType: 'actionset', actionSetId: set.id });
    const unknown = await call('PUT', `/v3/web-audits/${auditId}/actions`, step(999));
    expect(unknown.status).toBe(400);
    expect(unknown.body.validationReport.issues[0]).toMatchObject({
      path: ['0', 'actionSetId'],
      message: 'Action set 999 does not exist',
    });
  });
});
