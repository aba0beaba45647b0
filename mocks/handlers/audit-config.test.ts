// @vitest-environment node
import { DEMO_API_KEY } from '@/api/demo';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webhookUrlProblem } from '@/lib/webhook-url';
import { runLifecycle } from '../db/run-lifecycle';
import { mockCall, type Method } from '../lib/test-call';
import { SEED_DAY, TEST_NOW } from '../lib/test-clock';
import { createTestMock } from '../node';
import { idleAudit } from '../testing/scenarios';

const mock = createTestMock({ now: SEED_DAY, runTimeline: { queuedMs: 1000, runningMs: 4000 } });
// Runs are started at T0 or later on a frozen clock: after every seeded run, whatever the day.
const T0 = TEST_NOW;

afterEach(() => {
  vi.useRealTimers();
  mock.reset();
});

const { call } = mockCall({ handlers: mock.handlers });

/** Freeze the clock at `ms` (only Date; msw keeps its real timers). */
function at(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
}

const db = () => mock.ref.current;

function newAudit(webHookUrl?: string) {
  const domain = db().domains.all()[0]!;
  return {
    name: 'Webhook test',
    domainId: domain.id,
    limit: 100,
    startingUrls: [`https://${domain.domain}/`],
    recipients: [],
    options: {
      fireTags: true,
      loadFlash: false,
      location: 'us-east',
      requestRate: 2,
      stripQueryString: false,
      userAgent: 'Mozilla/5.0',
      ...(webHookUrl !== undefined ? { webHookUrl } : {}),
    },
  };
}

describe('webhook address rule', () => {
  it.each([
    'http://example.com/hook',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'https://user:pw@example.com/',
  ])('refuses %s with 400 at options.webHookUrl', async (url) => {
    const answer = await call('POST', '/v2/web-audits', newAudit(url));
    expect(answer.status).toBe(400);
    expect(answer.body.validationReport.issues[0].path).toEqual(['options', 'webHookUrl']);
  });

  it('accepts https; http to this machine only on the stub server (mocks/server.webhooks.test.ts)', async () => {
    const created = await call('POST', '/v2/web-audits', newAudit('https://hooks.example.com/done'));
    expect(created.status).toBe(201);
    expect(created.body.options.webHookUrl).toBe('https://hooks.example.com/done');
    const local = await call('POST', '/v2/web-audits', newAudit('http://127.0.0.1:9000/hook'));
    expect(local.status).toBe(400);
    expect(local.body.validationReport.issues[0].path).toEqual(['options', 'webHookUrl']);
    expect(webhookUrlProblem('http://127.0.0.1:9000/hook')).toBeDefined();
  });

  it('checks the address on update too, and keeps the audit unchanged on refusal', async () => {
    const audit = idleAudit(db());
    const body = { ...newAudit('http://example.com/hook'), id: audit.id, name: 'Renamed' };
    expect((await call('PUT', `/v2/web-audits/${audit.id}`, body)).status).toBe(400);
    expect(db().audits.get(audit.id)!.name).toBe(audit.name);
    const saved = await call('PUT', `/v2/web-audits/${audit.id}`, {
      ...body,
      options: { ...body.options, webHookUrl: 'https://ok.example.com/' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.name).toBe('Renamed');
  });
});

describe('run lifecycle', () => {
  it('is queued, then running with pages growing, then completed', () => {
    const run = { requestedAt: T0, pages: 200 };
    expect(runLifecycle(run, T0 + 500).stage).toBe('queued');
    const early = runLifecycle(run, T0 + 1500);
    const late = runLifecycle(run, T0 + 4000);
    expect(early.stage).toBe('running');
    expect(late.pagesScanned).toBeGreaterThan(early.pagesScanned);
    expect(runLifecycle(run, T0 + 5000)).toMatchObject({ stage: 'completed', pagesScanned: 200 });
    expect(runLifecycle({ ...run, stoppedAt: T0 + 3000 }, T0 + 9000)).toMatchObject({
      stage: 'completed',
      completedAt: T0 + 3000,
      pagesScanned: 100,
    });
  });

  it('shows a started run in the audit and its run list as the clock moves', async () => {
    const audit = idleAudit(db());
    const before = db().runs.get(audit.id)!.length;
    at(T0);
    const started = await call('POST', `/v2/web-audits/${audit.id}/runs`);
    expect(started.status).toBe(202);
    expect((await call('GET', `/v2/web-audits/${audit.id}`)).body.queued).toBe(true);
    expect((await call('GET', `/v2/web-audits/${audit.id}/runs`)).body).toHaveLength(before);

    at(T0 + 2000);
    const running = (await call('GET', `/v2/web-audits/${audit.id}/runs`)).body;
    expect(running).toHaveLength(before + 1);
    expect(running[0]).toMatchObject({ id: started.body.id, score: 0 });
    expect(running[0].completed).toBeUndefined();
    expect((await call('GET', `/v2/web-audits/${audit.id}`)).body.webAuditRunning).toBe(started.body.id);

    at(T0 + 6000);
    const done = (await call('GET', `/v2/web-audits/${audit.id}/runs`)).body[0];
    expect(done.completed).toBe(new Date(T0 + 5000).toISOString());
    expect(done.score).toBeGreaterThan(0);
    expect(done.totalUrl).toBeGreaterThan(0);
    const detail = (await call('GET', `/v2/web-audits/${audit.id}`)).body;
    expect(detail.webAuditRunning).toBeUndefined();
    expect(detail.queued).toBe(false);
  });

  it('answers 409 to a second V2 start while a run is queued or running', async () => {
    const audit = idleAudit(db());
    at(T0);
    expect((await call('POST', `/v2/web-audits/${audit.id}/runs`)).status).toBe(202);
    const again = await call('POST', `/v2/web-audits/${audit.id}/runs`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Audit ${audit.id} already has a run in progress`);
    at(T0 + 2000);
    expect((await call('POST', `/v2/web-audits/${audit.id}/runs`)).status).toBe(409);
    // V3 run-now does not reject (reference), and starts no second run.
    const v3 = await call('POST', `/v3/web-audits/${audit.id}/runs`, {
      callbackWorkflowEventType: 'audit-complete',
      callbackRepositoryOwner: 'acme',
      callbackRepositoryName: 'site',
    });
    expect(v3.status).toBe(201);
    expect(db().liveRuns.size).toBe(1);
  });

  it('finishes the running run with the pages scanned so far', async () => {
    const audit = idleAudit(db());
    at(T0);
    const { body: run } = await call('POST', `/v2/web-audits/${audit.id}/runs`);
    expect((await call('POST', `/v2/web-audits/${audit.id}/runs/current/finish`)).status).toBe(409);
    const planned = db().liveRuns.get(run.id)!.pages;
    at(T0 + 2000);
    expect((await call('POST', `/v2/web-audits/${audit.id}/runs/current/finish`)).status).toBe(204);
    const finished = (await call('GET', `/v2/web-audits/${audit.id}/runs`)).body[0];
    expect(finished.id).toBe(run.id);
    expect(finished.completed).toBe(new Date(T0 + 2000).toISOString());
    expect(finished.totalUrl).toBe(Math.ceil(planned / 4));
    expect(finished.totalUrl).toBeLessThan(planned);
    expect(finished.stoppedEarlyByUserId).toBe(db().apiKeys.get(DEMO_API_KEY));
    expect((await call('POST', `/v2/web-audits/${audit.id}/runs/current/finish`)).status).toBe(409);
  });

  it('discards a run: it disappears and the audit is idle again', async () => {
    const audit = idleAudit(db());
    at(T0);
    const { body: run } = await call('POST', `/v2/web-audits/${audit.id}/runs`);
    at(T0 + 2000);
    expect((await call('DELETE', `/v2/web-audits/${audit.id}/runs/${run.id}`)).status).toBe(204);
    const runs = (await call('GET', `/v2/web-audits/${audit.id}/runs`)).body;
    expect(runs.some((item: { id: number }) => item.id === run.id)).toBe(false);
    expect((await call('GET', `/v2/web-audits/${audit.id}`)).body.webAuditRunning).toBeUndefined();
    expect((await call('DELETE', `/v2/web-audits/${audit.id}/runs/${run.id}`)).status).toBe(404);
    expect((await call('POST', `/v2/web-audits/${audit.id}/runs`)).status).toBe(202);
  });
});

describe('archive and undelete', () => {
  it('archives an audit out of the lists and restores it into a chosen sub-folder', async () => {
    const audit = idleAudit(db());
    expect((await call('DELETE', `/v2/web-audits/${audit.id}`)).status).toBe(204);
    expect(
      (await call('GET', '/v3/web-audits')).body.some((a: { auditId: number }) => a.auditId === audit.id),
    ).toBe(false);
    expect((await call('GET', `/v2/web-audits/${audit.id}`)).status).toBe(404);

    const [folderA, folderB] = db().folders.all();
    const otherDomain = db()
      .domains.all()
      .find((domain) => domain.folderId === folderB!.id)!;
    const mismatch = await call('PATCH', '/v3/web-audits/undelete', {
      id: audit.id,
      folderId: folderA!.id,
      subFolderId: otherDomain.id,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.validationReport.issues[0].path).toEqual(['subFolderId']);

    const gone = await call('PATCH', '/v3/web-audits/undelete', {
      id: audit.id,
      folderId: 999,
      subFolderId: 999,
    });
    expect(gone.body).toMatchObject({ status: 'failed', code: 'destination_gone' });

    const restored = await call('PATCH', '/v3/web-audits/undelete', {
      id: audit.id,
      folderId: folderB!.id,
      subFolderId: otherDomain.id,
    });
    expect(restored.body).toEqual({
      id: audit.id,
      status: 'restored',
      folderId: folderB!.id,
      subFolderId: otherDomain.id,
    });
    const detail = (await call('GET', `/v2/web-audits/${audit.id}`)).body;
    expect(detail).toMatchObject({ folderId: folderB!.id, domainId: otherDomain.id });
    const again = await call('PATCH', '/v3/web-audits/undelete', {
      id: audit.id,
      folderId: folderB!.id,
      subFolderId: otherDomain.id,
    });
    expect(again.body).toMatchObject({ status: 'failed', code: 'already_restored' });
  });

  it('refuses to archive an audit with a run in progress (423)', async () => {
    const audit = idleAudit(db());
    await call('POST', `/v2/web-audits/${audit.id}/runs`);
    expect((await call('DELETE', `/v2/web-audits/${audit.id}`)).status).toBe(423);
  });
});

describe('consent categories of audits and runs', () => {
  it('adds and removes categories, and runs keep what applied when they ran', async () => {
    const audit = idleAudit(db());
    const runId = db().runs.get(audit.id)![0]!.id;
    const [first, second] = db().consentCategories.all();
    db().auditConsentCategories.set(audit.id, [first!.id]);

    const added = await call('PATCH', `/v3/web-audits/${audit.id}/consent-categories`, [
      { op: 'add', path: '/-', value: second!.id },
      { op: 'remove', path: '/', value: first!.id },
    ]);
    expect(added.status).toBe(200);
    expect(added.body.consentCategories.map((c: { id: number }) => c.id)).toEqual([second!.id]);
    expect(added.body.consentCategories[0].cookies).toBeUndefined();

    const snapshots = (await call('GET', `/v3/web-audits/${audit.id}/runs/${runId}/consent-categories`)).body;
    expect(snapshots.consentCategorySnapshots).toEqual([
      expect.objectContaining({
        consentCategoryId: first!.id,
        name: first!.name,
        consentCategoryConfigExists: true,
      }),
    ]);
    const snapshotId = snapshots.consentCategorySnapshots[0].consentCategorySnapshotId;

    db().consentCategories.remove(first!.id);
    const afterDelete = (await call('GET', `/v3/web-audits/${audit.id}/runs/${runId}/consent-categories`))
      .body;
    expect(afterDelete.consentCategorySnapshots[0]).toMatchObject({
      consentCategorySnapshotId: snapshotId,
      consentCategoryConfigExists: false,
    });

    const reprocess = await call(
      'POST',
      `/v3/web-audits/${audit.id}/runs/${runId}/consent-categories/reprocess`,
    );
    expect(reprocess.status).toBe(200);
    const reprocessed = (await call('GET', `/v3/web-audits/${audit.id}/runs/${runId}/consent-categories`))
      .body;
    expect(
      reprocessed.consentCategorySnapshots.map((s: { consentCategoryId: number }) => s.consentCategoryId),
    ).toEqual([second!.id]);
    expect(typeof reprocessed.reprocessedAt).toBe('string');
  });

  it('answers 400 for an unknown category and 404 for an unknown run', async () => {
    const audit = idleAudit(db());
    const unknown = await call('PATCH', `/v3/web-audits/${audit.id}/consent-categories`, [
      { op: 'add', path: '/-', value: 9999 },
    ]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.validationReport.issues[0].path).toEqual(['0', 'value']);
    expect(
      (await call('PATCH', `/v3/web-audits/${audit.id}/consent-categories`, [{ op: 'move', value: 1 }]))
        .status,
    ).toBe(400);
    expect((await call('GET', `/v3/web-audits/${audit.id}/runs/1/consent-categories`)).status).toBe(404);
  });
});

describe('settings bodies', () => {
  it('answers 400 with the failing field for bodies that cannot be saved', async () => {
    const audit = idleAudit(db());
    const cases: Array<[Method, string, unknown, string[]]> = [
      [
        'PUT',
        `/v3/web-audits/${audit.id}/actions`,
        [{ sequence: 0, actionType: 'click' }],
        ['0', 'selectors'],
      ],
      [
        'PUT',
        `/v3/web-audits/${audit.id}/login-actions`,
        [{ sequence: 0, actionType: 'navto', url: 'javascript:x' }],
        ['0', 'url'],
      ],
      [
        'PUT',
        `/v2/web-audits/${audit.id}/filters`,
        { include: [], exclude: ['(unclosed'] },
        ['exclude', '0'],
      ],
      ['PUT', `/v2/web-audits/${audit.id}/rules`, [401, 99999], ['1']],
      ['PUT', `/v2/web-audits/${audit.id}/labels`, [99999], ['0']],
      ['PUT', `/v3/web-audits/${audit.id}/blocking-configuration`, { tagIds: [1] }, ['tagIds', '0']],
    ];
    for (const [method, path, body, where] of cases) {
      const answer = await call(method, path, body);
      expect(answer.status, path).toBe(400);
      expect(answer.body.validationReport.issues[0].path, path).toEqual(where);
    }
  });

  it('stores actions in order with ids, and blocking, filters, rules and notes', async () => {
    const audit = idleAudit(db());
    const actions = await call('PUT', `/v3/web-audits/${audit.id}/actions`, [
      { sequence: 5, actionType: 'watch', seconds: 2 },
      { sequence: 1, actionType: 'click', selectors: [{ selectorType: 'css', value: '#accept' }] },
    ]);
    expect(
      actions.body.map((a: { actionType: string; sequence: number }) => [a.actionType, a.sequence]),
    ).toEqual([
      ['click', 0],
      ['watch', 1],
    ]);
    expect(actions.body.every((a: { id?: number }) => typeof a.id === 'number')).toBe(true);
    expect((await call('GET', `/v3/web-audits/${audit.id}/actions`)).body).toEqual(actions.body);

    await call('PUT', `/v3/web-audits/${audit.id}/blocking-configuration`, {
      tagIds: [108, 108],
      tagCategoryIds: [3],
    });
    expect((await call('GET', `/v3/web-audits/${audit.id}/blocking-configuration`)).body).toEqual({
      tagIds: [108],
      tagCategoryIds: [3],
    });
    await call('PUT', `/v3/web-audits/${audit.id}`, { id: audit.id, notes: 'Check the banner' });
    expect((await call('GET', `/v3/web-audits/${audit.id}`)).body).toEqual({
      id: audit.id,
      notes: 'Check the banner',
    });
    const rules = await call('PUT', `/v2/web-audits/${audit.id}/rules`, [402]);
    expect(rules.body.map((r: { id: number }) => r.id)).toEqual([402]);
  });

  it('serves the option lists before the audit id route', async () => {
    expect((await call('GET', '/v2/web-audits/frequencies')).body).toContain('weekly');
    expect((await call('GET', '/v2/web-audits/locations')).body[0]).toMatchObject({ name: 'us-east' });
    expect((await call('GET', '/v2/web-audits/user-agents')).body.length).toBeGreaterThan(3);
  });
});
