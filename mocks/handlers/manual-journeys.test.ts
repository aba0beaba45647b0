// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '@/api/demo';
import { MockHttpError } from '../lib/errors';
import { mockCall, type Method } from '../lib/test-call';
import { addManualJourneyRun } from '../manual-journeys/runs';
import { createTestMock } from '../node';

const mock = createTestMock();

beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());
beforeEach(() => mock.reset());

const { send } = mockCall();

const db = () => mock.ref.current;
const J = '/v2/manual-journeys';
const newJourney = () => ({
  name: 'Tablet — wishlist flow',
  folderId: db().folders.all()[0]!.id,
  osOfDevice: 'iPadOS',
  versionOfOs: '18.5',
  emails: ['qa@acme-outdoors.com'],
});

/** A seeded journey and its newest run. */
async function seededRun() {
  const journey = db().manualJourneys.all()[0]!;
  const runs = await send('GET', `${J}/${journey.id}/runs`);
  return { journeyId: journey.id, run: runs.body[0], base: `${J}/${journey.id}/runs/${runs.body[0].id}` };
}

/** A new live session on a seeded journey. */
async function liveSession() {
  const journeyId = db().manualJourneys.all()[1]!.id;
  const started = await send('POST', `${J}/${journeyId}`);
  expect(started.status).toBe(200);
  return {
    journeyId,
    runId: started.body.runId as number,
    base: `${J}/${journeyId}/runs/${started.body.runId}`,
  };
}

describe('authentication and unknown ids', () => {
  it('answers 401 without a key or with an unknown key, on every operation', async () => {
    const { base } = await seededRun();
    const paths: Array<[Method, string]> = [
      ['GET', J],
      ['POST', J],
      ['GET', `${J}/certificates/default`],
      ['GET', `${J}/1`],
      ['POST', `${J}/1`],
      ['PUT', `${J}/1`],
      ['DELETE', `${J}/1`],
      ['POST', `${J}/1/delete`],
      ['GET', `${J}/1/labels`],
      ['PUT', `${J}/1/labels`],
      ['DELETE', `${J}/1/labels/1`],
      ['GET', `${J}/1/rules`],
      ['PUT', `${J}/1/rules`],
      ['GET', `${J}/1/runs`],
      ['GET', base],
      ['DELETE', base],
      ['POST', `${base}/actions`],
      ['GET', `${base}/actions/1`],
      ['DELETE', `${base}/actions/1`],
      ['POST', `${base}/control`],
      ['GET', `${base}/labels`],
      ['PUT', `${base}/labels`],
      ['DELETE', `${base}/labels/1`],
      ['GET', `${base}/request-filters`],
      ['PUT', `${base}/request-filters`],
      ['DELETE', `${base}/request-filters`],
      ['GET', `${base}/request-logs`],
      ['GET', `${base}/tags`],
    ];
    for (const [method, path] of paths) {
      expect((await send(method, path, { key: null })).status, `${method} ${path}`).toBe(401);
      const wrong = await send(method, path, { key: 'not-a-key' });
      expect(wrong.status, `${method} ${path}`).toBe(401);
      expect(wrong.body.message).toBe('A valid API key is required');
    }
  });

  it('answers 404 with the error body for unknown journeys, runs and actions', async () => {
    const { journeyId, base } = await seededRun();
    const other = db().manualJourneys.all()[2]!.id;
    const otherRun = (await send('GET', `${J}/${other}/runs`)).body[0].id;
    for (const [method, path] of [
      ['GET', `${J}/999999`],
      ['GET', `${J}/not-an-id`],
      ['POST', `${J}/999999`],
      ['DELETE', `${J}/999999`],
      ['POST', `${J}/999999/delete`],
      ['GET', `${J}/999999/labels`],
      ['GET', `${J}/999999/rules`],
      ['GET', `${J}/999999/runs`],
      ['GET', `${J}/${journeyId}/runs/999999`],
      // A run of another journey is not found under this one.
      ['GET', `${J}/${journeyId}/runs/${otherRun}`],
      ['DELETE', `${J}/${journeyId}/runs/${otherRun}`],
      ['GET', `${base}/actions/999999`],
      ['DELETE', `${base}/actions/999999`],
      ['GET', `${base}/request-logs`.replace(/runs\/\d+/, 'runs/999999')],
      ['DELETE', `${base}/labels/999999`],
      ['DELETE', `${J}/${journeyId}/labels/999999`],
    ] as const) {
      const answer = await send(method, path);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).toMatchObject({
        message: expect.stringMatching(/not found/),
        details: expect.any(String),
      });
      expect(answer.body.timestamp).toEqual(expect.any(String));
    }
  });
});

describe('journeys', () => {
  it('creates a journey (201) that the list and GET then show, owned by the caller', async () => {
    const created = await send('POST', J, { body: newJourney() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...newJourney(), id: expect.any(Number), labels: [] });
    const list = await send('GET', J);
    expect(list.body.map((j: { id: number }) => j.id)).toContain(created.body.id);
    const one = await send('GET', `${J}/${created.body.id}`);
    expect(one.body).toMatchObject({ name: newJourney().name, userId: db().apiKeys.get(DEMO_API_KEY) });
    // A new journey has no runs and no rules.
    expect((await send('GET', `${J}/${created.body.id}/runs`)).body).toEqual([]);
    expect((await send('GET', `${J}/${created.body.id}/rules`)).body).toEqual([]);
  });

  it('answers 400 with a validation report for a bad body, and keeps nothing', async () => {
    const before = db().manualJourneys.size;
    const bad = await send('POST', J, { body: { ...newJourney(), name: ' ', emails: ['nope'] } });
    expect(bad.status).toBe(400);
    const paths = bad.body.validationReport.issues.map((issue: { path: string[] }) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'emails.0']));
    const folder = await send('POST', J, { body: { ...newJourney(), folderId: 999_999 } });
    expect(folder.status).toBe(400);
    expect(folder.body.validationReport.issues[0].path).toEqual(['folderId']);
    const notJson = await send('POST', J, { rawBody: '{' });
    expect(notJson.status).toBe(400);
    expect(db().manualJourneys.size).toBe(before);
  });

  it('updates a journey and keeps its labels; 400 and 404 leave it as it was', async () => {
    const row = db().manualJourneys.all()[0]!;
    const body = { ...newJourney(), name: 'Renamed journey', emails: [] };
    const updated = await send('PUT', `${J}/${row.id}`, { body });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: row.id,
      name: 'Renamed journey',
      emails: [],
      createdAt: row.createdAt,
    });
    expect(updated.body.labels.map((l: { id: number }) => l.id)).toEqual(row.labelIds);
    expect((await send('GET', `${J}/${row.id}`)).body.name).toBe('Renamed journey');
    expect(
      (await send('PUT', `${J}/${row.id}`, { body: { ...body, versionOfOs: 'x'.repeat(31) } })).status,
    ).toBe(400);
    expect((await send('PUT', `${J}/999999`, { body })).status).toBe(404);
    expect((await send('GET', `${J}/${row.id}`)).body.versionOfOs).toBe('18.5');
  });

  it('deletes a journey with its runs (204), then answers 404 for it', async () => {
    const { journeyId, base } = await seededRun();
    expect((await send('DELETE', `${J}/${journeyId}`)).status).toBe(204);
    expect((await send('GET', `${J}/${journeyId}`)).status).toBe(404);
    expect((await send('GET', base)).status).toBe(404);
    expect((await send('GET', J)).body.map((j: { id: number }) => j.id)).not.toContain(journeyId);
  });

  it('refuses to delete a journey with a live session (423), but POST …/delete cleans it up', async () => {
    const { journeyId, runId, base } = await liveSession();
    const refused = await send('DELETE', `${J}/${journeyId}`);
    expect(refused.status).toBe(423);
    expect(refused.body).toMatchObject({
      errorCode: 423,
      runId,
      message: expect.stringMatching(/live session/),
    });
    expect((await send('GET', `${J}/${journeyId}`)).status).toBe(200);
    expect((await send('POST', `${J}/${journeyId}/delete`)).status).toBe(204);
    expect((await send('GET', `${J}/${journeyId}`)).status).toBe(404);
    expect((await send('GET', base)).status).toBe(404);
  });

  it('serves the default certificate as details, or as a PEM file when asked for one', async () => {
    const details = await send('GET', `${J}/certificates/default`);
    expect(details.status).toBe(200);
    expect(details.body).toEqual({ id: expect.any(String), name: expect.any(String) });
    const file = await send('GET', `${J}/certificates/default`, { accept: 'application/x-x509-ca-cert' });
    expect(file.status).toBe(200);
    expect(file.body).toMatch(/^-----BEGIN CERTIFICATE-----\n[\s\S]+-----END CERTIFICATE-----\n$/);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${details.body.id}.pem"`);
  });
});

describe('labels and rules of a journey', () => {
  it('sets labels from Label objects (or ids), removes one, and rejects unknown labels', async () => {
    const row = db().manualJourneys.all()[0]!;
    const [a, b] = db().labels.all();
    const put = await send('PUT', `${J}/${row.id}/labels`, { body: [{ id: a!.id, name: a!.name }, b!.id] });
    expect(put.status).toBe(200);
    expect(put.body).toEqual([a!.id, b!.id]);
    expect((await send('GET', `${J}/${row.id}/labels`)).body).toEqual([a!.id, b!.id]);
    expect((await send('GET', `${J}/${row.id}`)).body.labels).toEqual([
      { id: a!.id, name: a!.name },
      { id: b!.id, name: b!.name },
    ]);
    expect((await send('DELETE', `${J}/${row.id}/labels/${a!.id}`)).status).toBe(204);
    expect((await send('GET', `${J}/${row.id}/labels`)).body).toEqual([b!.id]);
    const unknown = await send('PUT', `${J}/${row.id}/labels`, { body: [{ id: 999_999, name: 'x' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.validationReport.issues[0]).toMatchObject({ path: ['0'], code: 'unknown_id' });
    expect((await send('PUT', `${J}/${row.id}/labels`, { body: [{ name: 'no id' }] })).status).toBe(400);
    expect((await send('GET', `${J}/${row.id}/labels`)).body).toEqual([b!.id]);
  });

  it('sets the rules checked on every run and rejects unknown rules', async () => {
    const row = db().manualJourneys.all()[0]!;
    const [first, second] = db().rules.all();
    const put = await send('PUT', `${J}/${row.id}/rules`, { body: [second!.id, first!.id, second!.id] });
    expect(put.status).toBe(200);
    expect(put.body).toEqual([second!.id, first!.id]);
    expect((await send('GET', `${J}/${row.id}/rules`)).body).toEqual([second!.id, first!.id]);
    const bad = await send('PUT', `${J}/${row.id}/rules`, { body: [first!.id, 999_999] });
    expect(bad.status).toBe(400);
    expect(bad.body.validationReport.issues[0].path).toEqual(['1']);
    expect((await send('PUT', `${J}/${row.id}/rules`, { body: ['x'] })).status).toBe(400);
    expect((await send('GET', `${J}/${row.id}/rules`)).body).toEqual([second!.id, first!.id]);
  });
});

describe('runs', () => {
  it('lists a seeded journey’s runs newest first, with actions, labels and rule results', async () => {
    const journey = db().manualJourneys.all()[0]!;
    const runs = (await send('GET', `${J}/${journey.id}/runs`)).body;
    expect(runs.length).toBeGreaterThanOrEqual(2);
    const dates = runs.map((run: { requestedAt: string }) => run.requestedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const run of runs) {
      expect(run).toMatchObject({
        journeyId: journey.id,
        osOfDevice: journey.osOfDevice,
        status: { value: expect.stringMatching(/completed|failed/) },
        rulesDetails: { globalRuleOverview: expect.any(Object) },
      });
      expect(run.actions[0]).toMatchObject({ name: 'Launch app', sequence: 0, runId: run.id });
    }
    const one = await send('GET', `${J}/${journey.id}/runs/${runs[0].id}`);
    expect(one.body).toEqual(runs[0]);
  });

  it('deletes a run (204) and then answers 404 for it', async () => {
    const { journeyId, run, base } = await seededRun();
    expect((await send('DELETE', base)).status).toBe(204);
    expect((await send('GET', base)).status).toBe(404);
    const ids = (await send('GET', `${J}/${journeyId}/runs`)).body.map((r: { id: number }) => r.id);
    expect(ids).not.toContain(run.id);
  });

  it('gives every request of a run its step and the tags detected from its host', async () => {
    const { base, run } = await seededRun();
    const logs = (await send('GET', `${base}/request-logs`)).body;
    const stepIds = new Set(run.actions.map((action: { id: number }) => action.id));
    expect(logs.length).toBeGreaterThan(run.actions.length);
    for (const log of logs) expect(stepIds.has(log.stepId)).toBe(true);
    const ga = logs.find((log: { requestLog: string }) => log.requestLog.includes('google-analytics.com'));
    expect(ga.journeyTagIds).toEqual(['101']);
    const tags = (await send('GET', `${base}/tags`)).body;
    const tagged = new Set(logs.flatMap((log: { journeyTagIds: string[] }) => log.journeyTagIds));
    expect(tags.map((tag: { id: number }) => String(tag.id)).sort()).toEqual([...tagged].sort());
    expect(tags.find((tag: { id: number }) => tag.id === 101)).toMatchObject({
      name: 'Google Analytics 4',
      category: { name: 'Analytics' },
      vendor: { name: 'Google' },
    });
  });

  it('pages request logs and tags with limit and offset, and rejects bad paging', async () => {
    const { base } = await seededRun();
    const all = (await send('GET', `${base}/request-logs`)).body;
    const page = await send('GET', `${base}/request-logs?limit=3&offset=2`);
    expect(page.body).toEqual(all.slice(2, 5));
    expect((await send('GET', `${base}/tags?limit=1`)).body).toHaveLength(1);
    expect((await send('GET', `${base}/request-logs?limit=0`)).status).toBe(400);
    expect((await send('GET', `${base}/tags?offset=-1`)).status).toBe(400);
  });
});

describe('request filters', () => {
  it('narrows the request log and tags to matching URLs, persists, and resets', async () => {
    const { base } = await seededRun();
    const all = (await send('GET', `${base}/request-logs`)).body;
    const allTags = (await send('GET', `${base}/tags`)).body;
    expect((await send('GET', `${base}/request-filters`)).body).toEqual([]);

    const set = await send('PUT', `${base}/request-filters`, {
      body: ['*.google-analytics.com/*', 'GOOGLE-ANALYTICS'],
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual(['*.google-analytics.com/*', 'GOOGLE-ANALYTICS']);
    expect((await send('GET', `${base}/request-filters`)).body).toEqual(set.body);
    const filtered = (await send('GET', `${base}/request-logs`)).body;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(all.length);
    for (const log of filtered) expect(log.requestInfo[0].propValue).toContain('google-analytics.com');
    expect((await send('GET', `${base}/tags`)).body.map((tag: { id: number }) => tag.id)).toEqual([101]);

    const reset = await send('DELETE', `${base}/request-filters`);
    expect(reset.status).toBe(200);
    expect((await send('GET', `${base}/request-filters`)).body).toEqual([]);
    expect((await send('GET', `${base}/request-logs`)).body).toEqual(all);
    expect((await send('GET', `${base}/tags`)).body).toEqual(allTags);
  });

  it('answers 400 for empty or oversized filters and keeps the old ones', async () => {
    const { base } = await seededRun();
    await send('PUT', `${base}/request-filters`, { body: ['cdn.'] });
    for (const body of [
      [' '],
      ['x'.repeat(501)],
      'cdn.',
      [1],
      Array.from({ length: 51 }, (_, i) => `f${i}`),
    ]) {
      const answer = await send('PUT', `${base}/request-filters`, { body });
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(answer.body.validationReport.valid).toBe(false);
    }
    expect((await send('GET', `${base}/request-filters`)).body).toEqual(['cdn.']);
  });
});

describe('live sessions, actions and control', () => {
  it('initializes a running run with proxy details, and refuses a second one (409)', async () => {
    const { journeyId, runId, base } = await liveSession();
    const run = (await send('GET', base)).body;
    expect(run).toMatchObject({
      id: runId,
      journeyId,
      status: { value: 'running' },
      manageSSL: true,
      actions: [],
    });
    expect(run.proxyInfo).toMatch(/^[\w.-]+:\d+$/);
    expect((await send('GET', `${J}/${journeyId}/runs`)).body[0].id).toBe(runId);
    const again = await send('POST', `${J}/${journeyId}`);
    expect(again.status).toBe(409);
  });

  it('keeps a journey of HAR files without a device, on which a live session cannot start (400)', async () => {
    const created = await send('POST', J, { body: { ...newJourney(), osOfDevice: '', versionOfOs: '' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ osOfDevice: '', versionOfOs: '' });
    const live = await send('POST', `${J}/${created.body.id}`);
    expect(live.status).toBe(400);
    expect(live.body.validationReport.issues[0].path).toEqual(['osOfDevice']);
    expect((await send('GET', `${J}/${created.body.id}/runs`)).body).toEqual([]);
  });

  it('adds actions in sequence; a recording session captures each step’s traffic and tags', async () => {
    const { base } = await liveSession();
    const first = await send('POST', `${base}/actions`, {
      body: { name: 'Open home screen', actionType: 1 },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ name: 'Open home screen', actionType: 1, sequence: 0 });
    const second = await send('POST', `${base}/actions`, {
      body: { name: 'Tap banner', actionType: 2, note: 'Top of the screen' },
    });
    expect(second.body).toMatchObject({ sequence: 1, note: 'Top of the screen' });
    expect((await send('GET', `${base}/actions/${second.body.id}`)).body).toEqual(second.body);
    const logs = (await send('GET', `${base}/request-logs`)).body;
    expect(new Set(logs.map((log: { stepId: number }) => log.stepId))).toEqual(
      new Set([first.body.id, second.body.id]),
    );
    // The first screen loads the tag manager.
    expect((await send('GET', `${base}/tags`)).body.map((tag: { id: number }) => tag.id)).toContain(100);
    expect((await send('GET', base)).body.actions.map((a: { id: number }) => a.id)).toEqual([
      first.body.id,
      second.body.id,
    ]);
  });

  it('deletes an action with its requests; later actions move up', async () => {
    const { base } = await liveSession();
    const ids: number[] = [];
    for (const name of ['Open home', 'Tap menu', 'Tap search']) {
      ids.push((await send('POST', `${base}/actions`, { body: { name, actionType: 2 } })).body.id);
    }
    const removed = await send('DELETE', `${base}/actions/${ids[0]}`);
    expect(removed.status).toBe(200);
    expect((await send('GET', `${base}/actions/${ids[0]}`)).status).toBe(404);
    expect((await send('GET', `${base}/actions/${ids[2]}`)).body.sequence).toBe(1);
    const logs = (await send('GET', `${base}/request-logs`)).body;
    expect(logs.some((log: { stepId: number }) => log.stepId === ids[0])).toBe(false);
  });

  it('answers 400 for an action without a name or with an unknown kind', async () => {
    const { base } = await liveSession();
    for (const body of [{ actionType: 1 }, { name: 'x', actionType: 9 }, { name: 'x' }]) {
      expect((await send('POST', `${base}/actions`, { body })).status).toBe(400);
    }
    expect((await send('GET', base)).body.actions).toEqual([]);
  });

  it('pauses (no traffic captured), resumes and stops a session; wrong moves answer 409', async () => {
    const { base } = await liveSession();
    const paused = await send('POST', `${base}/control`, { body: { command: 'pause' } });
    expect(paused.status).toBe(200);
    expect(paused.body.status).toEqual({ value: 'paused' });
    await send('POST', `${base}/actions`, { body: { name: 'Tap while paused', actionType: 2 } });
    expect((await send('GET', `${base}/request-logs`)).body).toEqual([]);
    expect((await send('POST', `${base}/control`, { body: { command: 'pause' } })).status).toBe(409);
    expect((await send('POST', `${base}/control`, { body: { command: 'resume' } })).body.status.value).toBe(
      'running',
    );
    const stopped = await send('POST', `${base}/control`, { body: { command: 'stop' } });
    expect(stopped.body).toMatchObject({ status: { value: 'completed' }, completedAt: expect.any(String) });
    expect((await send('GET', base)).body.status.value).toBe('completed');
    const again = await send('POST', `${base}/control`, { body: { command: 'stop' } });
    expect(again.status).toBe(200);
    expect(again.body.completedAt).toBe(stopped.body.completedAt);
    expect((await send('POST', `${base}/control`, { body: { command: 'resume' } })).status).toBe(409);
    expect((await send('POST', `${base}/control`, { body: { command: 'explode' } })).status).toBe(400);
  });

  it('labels a run: set, remove, reject unknown labels', async () => {
    const { journeyId, base } = await seededRun();
    const [a, b] = db().labels.all();
    expect(
      (await send('PUT', `${base}/labels`, { body: [{ id: a!.id, name: a!.name }, { id: b!.id }] })).body,
    ).toEqual([a!.id, b!.id]);
    expect((await send('GET', `${base}/labels`)).body).toEqual([a!.id, b!.id]);
    expect((await send('DELETE', `${base}/labels/${b!.id}`)).status).toBe(204);
    expect((await send('GET', base)).body.labels).toEqual([{ id: a!.id, name: a!.name }]);
    expect((await send('PUT', `${base}/labels`, { body: [999_999] })).status).toBe(400);
    expect((await send('GET', `${base}/labels`)).body).toEqual([a!.id]);
    // The journey's own labels are separate.
    expect((await send('GET', `${J}/${journeyId}/labels`)).body).toEqual(
      db().manualJourneys.get(journeyId)!.labelIds,
    );
  });
});

describe('addManualJourneyRun', () => {
  it('creates a completed run from requests: one action per step, tags detected by vendor host', async () => {
    const journeyId = db().manualJourneys.all()[0]!.id;
    const run = addManualJourneyRun(db(), journeyId, {
      name: 'checkout.har',
      requests: [
        {
          url: 'https://shop.example.com/',
          method: 'get',
          status: 200,
          mimeType: 'text/html',
          size: 5000,
          time: 120,
          startedAt: '2026-05-01T10:00:00.000Z',
          step: 'home.har',
        },
        {
          url: 'https://www.googletagmanager.com/gtm.js?id=GTM-X',
          method: 'GET',
          status: 200,
          mimeType: 'application/javascript',
          size: 90_000,
          time: 80,
          step: 'home.har',
        },
        {
          url: 'https://sub.px.ads.linkedin.com/collect',
          method: 'POST',
          status: 204,
          mimeType: 'text/plain',
          size: 0,
          time: 30,
          step: 'cart.har',
        },
      ],
    });
    const base = `${J}/${journeyId}/runs/${run.id}`;
    const view = (await send('GET', base)).body;
    expect(view).toMatchObject({ name: 'checkout.har', status: { value: 'completed' }, manageSSL: false });
    expect(view.startedAt).toBe('2026-05-01T10:00:00.000Z');
    expect(view.actions.map((a: { name: string }) => a.name)).toEqual(['home.har', 'cart.har']);
    const logs = (await send('GET', `${base}/request-logs`)).body;
    expect(logs.map((log: { requestLog: string }) => log.requestLog)).toEqual([
      'GET https://shop.example.com/ 200',
      'GET https://www.googletagmanager.com/gtm.js?id=GTM-X 200',
      'POST https://sub.px.ads.linkedin.com/collect 204',
    ]);
    expect(logs[1].timestamp).toBe(Date.parse('2026-05-01T10:00:00.120Z'));
    expect(logs.map((log: { journeyTagIds: string[] }) => log.journeyTagIds)).toEqual([[], ['100'], ['106']]);
    const tags = (await send('GET', `${base}/tags`)).body;
    expect(tags.map((tag: { name: string }) => tag.name)).toEqual([
      'Google Tag Manager',
      'LinkedIn Insight Tag',
    ]);
    expect((await send('GET', `${J}/${journeyId}/runs`)).body[0].id).toBe(run.id);
  });

  it('throws a 404 for an unknown journey and a 400 for no requests', () => {
    expect(() => addManualJourneyRun(db(), 999_999, { requests: [] })).toThrow(MockHttpError);
    try {
      addManualJourneyRun(db(), db().manualJourneys.all()[0]!.id, { requests: [] });
    } catch (error) {
      expect((error as MockHttpError).status).toBe(400);
    }
  });
});
