// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockCall, type Method } from '../lib/test-call';
import { SEED_DAY, TEST_NOW } from '../lib/test-clock';
import { createTestMock } from '../node';
import { webJourneyFixtures } from '../web-journeys/fixtures';
import { journeyStore } from '../web-journeys/store';

const mock = createTestMock({ now: SEED_DAY, runTimeline: { queuedMs: 0, runningMs: 60 } });

beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());
// A started run follows the mock's clock: a fake one, standing still until a test moves it on.
beforeEach(() => {
  mock.reset();
  vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const { call } = mockCall();

const db = () => mock.ref.current;
const fixture = () => webJourneyFixtures(db())!;
const runBase = () => `/v3/web-journeys/${fixture().webJourneyId}/runs/${fixture().runId}`;
/** Let `ms` pass on the fake clock. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

const runColumns = [
  'WEB_JOURNEY_RUN_ID',
  'RUN_STARTED_AT',
  'RUN_COMPLETED_AT',
  'WJ_RUN_STATUS',
  'ACTIONS_CONFIGURED_COUNT',
  'ACTIONS_EXECUTED_COUNT',
  'FAILED_ACTION_SEQUENCE_NUMBER',
  'FAILED_ACTION_NAME',
  'FAILED_ACTION_ERROR',
] as const;
type RunRow = Record<(typeof runColumns)[number], string | number | null>;

/**
 * A journey's runs as the dashboard reads them: the grid report of `web-journey-runs` filtered by
 * the journey, newest first, each row keyed by column and its status read as the enumeration's label.
 */
async function journeyRuns(journeyId: number): Promise<RunRow[]> {
  const schema = (await call('GET', '/v3/reports/grid/web-journey-runs/schema')).body;
  const statuses = new Map<number, string>(
    schema.columns
      .find((c: { columnId: string }) => c.columnId === 'WJ_RUN_STATUS')
      .enumValues.map((v: { id: number; name: string }) => [v.id, v.name]),
  );
  const answer = await call('POST', '/v3/reports/grid/web-journey-runs', {
    columns: runColumns.map((columnId) => ({ columnId })),
    filters: {
      conditions: [
        { operator: 'integer_in', filteredColumn: { columnId: 'WEB_JOURNEY_ID' }, args: [journeyId] },
      ],
    },
    sortBy: [{ columnIndex: 1, sortDesc: true }],
    size: 100,
  });
  expect(answer.status).toBe(200);
  return answer.body.rows.map((row: Array<string | number | null>) => {
    const record = Object.fromEntries(runColumns.map((id, i) => [id, row[i] ?? null])) as RunRow;
    return { ...record, WJ_RUN_STATUS: statuses.get(record.WJ_RUN_STATUS as number) ?? null };
  });
}

/** A valid V2 journey body (WebJourneyData) for the first sub-folder. */
function v2Body(overrides: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
  const domain = db().domains.all()[0]!;
  return {
    name: 'Wishlist and share',
    domainId: domain.id,
    emails: ['qa@acme-outdoors.com'],
    actions: [
      {
        action: 'navto',
        label: 'Open the homepage',
        preventNav: false,
        selectors: [],
        sequence: 0,
        url: `https://${domain.domain}/`,
      },
      {
        action: 'click',
        label: 'Open the wishlist',
        preventNav: false,
        selectors: [{ selectorType: 1, value: '#wishlist' }],
        sequence: 1,
      },
    ],
    options: {
      alerts: true,
      browserWidth: 1280,
      loadFlash: false,
      location: 'eu-west',
      userAgent: 'Mozilla/5.0 (compatible; SiteAuditBot/1.0)',
      frequency: 'weekly',
      webHookUrl: 'https://hooks.example.com/journeys',
      ...options,
    },
    ...overrides,
  };
}

describe('authentication and unknown ids', () => {
  it('answers 401 without a key on every web journey operation', async () => {
    const f = fixture();
    const paths: Array<[Method, string]> = [
      ['GET', '/v3/web-journeys'],
      ['POST', '/v3/web-journeys'],
      ['GET', `/v3/web-journeys/${f.webJourneyId}`],
      ['PUT', `/v3/web-journeys/${f.webJourneyId}`],
      ['GET', `/v3/web-journeys/${f.webJourneyId}/actions`],
      ['GET', `/v3/web-journeys/${f.webJourneyId}/status`],
      ['POST', `/v3/web-journeys/${f.webJourneyId}/runs`],
      ['GET', `${runBase()}/info`],
      ['GET', `${runBase()}/actions/0/requests`],
      ['GET', `${runBase()}/actions/0/logs`],
      ['GET', `${runBase()}/actions/0/cookies`],
      ['GET', `${runBase()}/screenshots/thumbnail?actionSequenceId=0`],
      ['POST', `${runBase()}/cookies/origin`],
      ['POST', `${runBase()}/actions/${f.actionId}/cookies/origin`],
      ['GET', `/v3/web-journeys/${f.webJourneyId}/blocking-configuration`],
      ['PUT', `/v3/web-journeys/${f.webJourneyId}/blocking-configuration`],
      ['GET', `/v3/web-journeys/${f.webJourneyId}/custom-headers`],
      ['PUT', `/v3/web-journeys/${f.webJourneyId}/custom-headers`],
      ['GET', '/v3/custom-headers'],
      ['POST', '/v2/web-journeys'],
      ['PUT', `/v2/web-journeys/${f.journeyId}`],
      ['GET', `/v2/rules/${f.ruleId}/web-journeys`],
    ];
    for (const [method, path] of paths) {
      const answer = await call(method, path, undefined, null);
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.message).toMatch(/API key/);
    }
  });

  it('answers 404 with the error body for unknown journeys, runs, actions and rules', async () => {
    const f = fixture();
    const otherJourney = db()
      .webJourneys.all()
      .find((j) => j.id !== f.webJourneyId)!;
    const cases = [
      ['GET', '/v3/web-journeys/999999'],
      ['GET', '/v3/web-journeys/abc/actions'],
      ['GET', '/v3/web-journeys/999999/blocking-configuration'],
      ['GET', '/v3/web-journeys/999999/custom-headers'],
      ['GET', `/v3/web-journeys/${f.webJourneyId}/runs/1/info`],
      ['GET', `/v3/web-journeys/${otherJourney.id}/runs/${f.runId}/info`],
      ['GET', `${runBase()}/actions/99/cookies`],
      ['GET', `${runBase()}/actions/99/requests`],
      ['GET', '/v2/rules/999999/web-journeys'],
    ] as const;
    for (const [method, path] of cases) {
      const answer = await call(method, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toMatchObject({
        message: expect.stringMatching(/not found/),
        timestamp: expect.any(String),
      });
    }
    const origin = await call('POST', `${runBase()}/actions/1/cookies/origin`, { name: '_ga', domain: 'x' });
    expect(origin.status).toBe(404);
    const cookie = await call('POST', `${runBase()}/cookies/origin`, {
      name: 'never_set',
      domain: '.acme-outdoors.com',
    });
    expect(cookie.status).toBe(404);
    expect(cookie.body.message).toMatch(/never_set .* was not set in run/);
  });
});

describe('journeys: list, create and edit', () => {
  it('filters the list by sub-folder and by script-services monitoring', async () => {
    const all = await call('GET', '/v3/web-journeys');
    expect(all.status).toBe(200);
    expect(all.body.length).toBe(db().webJourneys.size);
    const domainId = all.body[0].domainId;
    const inDomain = await call('GET', `/v3/web-journeys?domainId=${domainId}`);
    expect(inDomain.body.length).toBeGreaterThan(0);
    expect(inDomain.body.every((j: { domainId: number }) => j.domainId === domainId)).toBe(true);
    const monitored = await call('GET', '/v3/web-journeys?monitored=true');
    const unmonitored = await call('GET', '/v3/web-journeys?monitored=false');
    expect(monitored.body.length + unmonitored.body.length).toBe(all.body.length);
    expect(
      monitored.body.every((j: { monitoredByScriptServices: boolean }) => j.monitoredByScriptServices),
    ).toBe(true);
    const bad = await call('GET', '/v3/web-journeys?monitored=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.validationReport.issues[0].path).toEqual(['monitored']);
  });

  it('creates a journey through V3 and persists an edit, a null clearing a field', async () => {
    const domain = db().domains.all()[1]!;
    const created = await call('POST', '/v3/web-journeys', {
      name: 'Store finder smoke test',
      notes: 'Runs from Europe',
      domainId: domain.id,
      frequency: 'daily',
      browserWidth: 1440,
      browserHeight: 900,
      gpcEnabled: true,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Store finder smoke test',
      domainId: domain.id,
      folderId: domain.folderId,
      frequency: 'daily',
    });
    expect(created.body.schedule).toMatchObject({ presetType: 'DAILY', isPaused: false });
    const id = created.body.id;
    expect((await call('GET', '/v3/web-journeys')).body.map((j: { id: number }) => j.id)).toContain(id);

    const edited = await call('PUT', `/v3/web-journeys/${id}`, {
      domainId: domain.id,
      name: 'Store finder',
      notes: null,
      frequency: 'paused',
    });
    expect(edited.status).toBe(200);
    const read = await call('GET', `/v3/web-journeys/${id}`);
    expect(read.body).toMatchObject({
      name: 'Store finder',
      frequency: 'paused',
      browserWidth: 1440,
      gpcEnabled: true,
    });
    expect(read.body.notes).toBeUndefined();
    expect(read.body.schedule.isPaused).toBe(true);
  });

  it('answers 400 with a validationReport for invalid V3 bodies', async () => {
    const narrow = await call('POST', '/v3/web-journeys', {
      name: 'Narrow',
      domainId: db().domains.all()[0]!.id,
      browserWidth: 100,
    });
    expect(narrow.status).toBe(400);
    expect(narrow.body.validationReport.issues).toEqual([
      expect.objectContaining({ path: ['browserWidth'] }),
    ]);
    const noDomain = await call('POST', '/v3/web-journeys', { name: 'Nowhere' });
    expect(noDomain.body.validationReport.issues[0].path).toEqual(['domainId']);
    const unknownDomain = await call('POST', '/v3/web-journeys', { name: 'Nowhere', domainId: 999999 });
    expect(unknownDomain.status).toBe(400);
    expect(unknownDomain.body.validationReport.issues[0]).toMatchObject({
      path: ['domainId'],
      message: 'Sub-folder 999999 does not exist',
    });
    const noName = await call('POST', '/v3/web-journeys', { domainId: db().domains.all()[0]!.id });
    expect(noName.body.validationReport.issues[0].path).toEqual(['name']);
    const badFrequency = await call('PUT', `/v3/web-journeys/${fixture().webJourneyId}`, {
      domainId: 1,
      frequency: 'hourly',
    });
    expect(badFrequency.status).toBe(400);
  });

  it('creates through V2 with recipients, script and an https webhook, then edits and removes the webhook', async () => {
    const created = await call('POST', '/v2/web-journeys', v2Body());
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Wishlist and share',
      emails: ['qa@acme-outdoors.com'],
      options: {
        webHookUrl: 'https://hooks.example.com/journeys',
        alerts: true,
        browserWidth: 1280,
        frequency: 'weekly',
      },
      actions: [
        { action: 'navto', sequence: 0, label: 'Open the homepage' },
        { action: 'click', sequence: 1, selectors: [{ selectorType: 1, value: '#wishlist' }] },
      ],
    });
    const id = created.body.id;
    const v3 = await call('GET', `/v3/web-journeys/${id}`);
    expect(v3.body).toMatchObject({ name: 'Wishlist and share', location: 'eu-west', frequency: 'weekly' });
    const actions = await call('GET', `/v3/web-journeys/${id}/actions`);
    expect(actions.body.map((a: { actionType: string }) => a.actionType)).toEqual(['navto', 'click']);
    const clickId = actions.body[1].id;

    const body = v2Body(
      { emails: ['ops@acme-outdoors.com'], actions: created.body.actions },
      { webHookUrl: 'https://hooks.example.com/v2' },
    );
    const updated = await call('PUT', `/v2/web-journeys/${id}`, body);
    expect(updated.status).toBe(200);
    expect(updated.body.options.webHookUrl).toBe('https://hooks.example.com/v2');
    expect(updated.body.emails).toEqual(['ops@acme-outdoors.com']);
    expect((await call('GET', `/v3/web-journeys/${id}/actions`)).body[1].id).toBe(clickId);

    const cleared = await call('PUT', `/v2/web-journeys/${id}`, v2Body({}, { webHookUrl: '' }));
    expect(cleared.body.options.webHookUrl).toBeUndefined();
  });

  it('refuses a webhook that is not https, and an invalid script, with a validationReport', async () => {
    for (const webHookUrl of [
      'http://hooks.example.com/x',
      'javascript:alert(1)',
      'https://user:pw@hooks.example.com',
    ]) {
      const answer = await call('POST', '/v2/web-journeys', v2Body({}, { webHookUrl }));
      expect(answer.status, webHookUrl).toBe(400);
      expect(answer.body.validationReport.issues).toEqual([
        expect.objectContaining({ path: ['options', 'webHookUrl'] }),
      ]);
    }
    const put = await call(
      'PUT',
      `/v2/web-journeys/${fixture().journeyId}`,
      v2Body({}, { webHookUrl: 'ftp://x.example.com' }),
    );
    expect(put.status).toBe(400);
    const noSelector = await call(
      'POST',
      '/v2/web-journeys',
      v2Body({
        actions: [{ action: 'click', preventNav: true, selectors: [], sequence: 0 }],
      }),
    );
    expect(noSelector.status).toBe(400);
    expect(noSelector.body.validationReport.issues[0].path).toEqual(['actions', '0', 'selectors']);
    const badEmail = await call('POST', '/v2/web-journeys', v2Body({ emails: ['not-an-email'] }));
    expect(badEmail.body.validationReport.issues[0].path).toEqual(['emails', '0']);
    // Plain http to this machine is for the stub server only (mocks/server.webhooks.test.ts).
    const local = await call(
      'POST',
      '/v2/web-journeys',
      v2Body({}, { webHookUrl: 'http://localhost:9000/hook' }),
    );
    expect(local.status).toBe(400);
  });

  it('lists the journeys that check a rule', async () => {
    const f = fixture();
    const answer = await call('GET', `/v2/rules/${f.ruleId}/web-journeys`);
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThan(0);
    expect(answer.body[0]).toMatchObject({
      id: expect.any(Number),
      options: expect.any(Object),
      actions: expect.any(Array),
    });
  });
});

describe('blocking and custom headers', () => {
  it('persists the blocking configuration and applies it to the next run', async () => {
    const id = fixture().webJourneyId;
    const saved = await call('PUT', `/v3/web-journeys/${id}/blocking-configuration`, {
      tagIds: [101, 101],
      tagCategoryIds: [4],
    });
    expect(saved.body).toEqual({ tagIds: [101], tagCategoryIds: [4] });
    expect((await call('GET', `/v3/web-journeys/${id}/blocking-configuration`)).body).toEqual({
      tagIds: [101],
      tagCategoryIds: [4],
    });
    const bad = await call('PUT', `/v3/web-journeys/${id}/blocking-configuration`, { tagIds: [101, 4242] });
    expect(bad.status).toBe(400);
    expect(bad.body.validationReport.issues[0]).toMatchObject({
      path: ['tagIds', '1'],
      message: 'Tag 4242 does not exist',
    });

    const started = await call('POST', `/v3/web-journeys/${id}/runs`);
    await wait(80);
    const info = await call('GET', `/v3/web-journeys/${id}/runs/${started.body.newRunId}/info`);
    expect(info.body.technologyBlockingEnabled).toBe(true);
    const requests = await call(
      'GET',
      `/v3/web-journeys/${id}/runs/${started.body.newRunId}/actions/1/requests`,
    );
    const ga = requests.body.filter((r: { tagId?: number }) => r.tagId === 101);
    expect(ga.length).toBeGreaterThan(0);
    expect(ga[0].request.requestBlocking).toMatchObject({ blockReason: 'tag_id', tagId: 101 });
  });

  it('persists custom header groups, lists their assignments, and refuses unknown groups', async () => {
    const id = fixture().webJourneyId;
    const groups = await call('GET', '/v3/custom-headers');
    expect(groups.status).toBe(200);
    const groupId = groups.body.customHeaderGroups[2].id;
    const saved = await call('PUT', `/v3/web-journeys/${id}/custom-headers`, {
      assignedCustomHttpHeaders: [{ groupId, isApplyToAll: false }],
    });
    expect(saved.status).toBe(200);
    expect((await call('GET', `/v3/web-journeys/${id}/custom-headers`)).body).toEqual({
      assignedCustomHttpHeaders: [{ groupId, isApplyToAll: false }],
    });
    const listed = await call('GET', '/v3/custom-headers');
    const group = listed.body.customHeaderGroups.find((g: { id: number }) => g.id === groupId);
    expect(group.assignments).toContainEqual({ itemType: 'WEB_JOURNEY', itemId: id });
    const bad = await call('PUT', `/v3/web-journeys/${id}/custom-headers`, {
      assignedCustomHttpHeaders: [{ groupId: 77 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.validationReport.issues[0].path).toEqual(['assignedCustomHttpHeaders', '0', 'groupId']);
    const missing = await call('PUT', `/v3/web-journeys/${id}/custom-headers`, {});
    expect(missing.body.validationReport.issues[0].path).toEqual(['assignedCustomHttpHeaders']);
  });
});

describe('runs and their actions', () => {
  it('lists each journey’s runs in the grid report, newest first; a failed run stops at its failed action', async () => {
    const store = journeyStore(db());
    let checkedFailure = false;
    for (const journey of db().webJourneys.all()) {
      const runs = await journeyRuns(journey.id);
      expect(runs.map((r) => r.WEB_JOURNEY_RUN_ID)).toEqual(
        (store.runs.get(journey.id) ?? []).map((r) => r.id),
      );
      const starts = runs.map((r) => Date.parse(String(r.RUN_STARTED_AT)));
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
      const failed = runs.find((r) => r.WJ_RUN_STATUS === 'Action failed');
      if (!failed || checkedFailure) continue;
      checkedFailure = true;
      const step = Number(failed.FAILED_ACTION_SEQUENCE_NUMBER);
      const actions = (await call('GET', `/v3/web-journeys/${journey.id}/actions`)).body;
      expect(failed).toMatchObject({
        ACTIONS_EXECUTED_COUNT: step,
        ACTIONS_CONFIGURED_COUNT: actions.length,
        FAILED_ACTION_NAME: actions[step - 1].description,
        FAILED_ACTION_ERROR: expect.any(String),
        RUN_COMPLETED_AT: expect.any(String),
      });
      // The failed action's requests and console are there; the actions after it never ran.
      const base = `/v3/web-journeys/${journey.id}/runs/${failed.WEB_JOURNEY_RUN_ID}`;
      expect((await call('GET', `${base}/actions/${step - 1}/requests`)).status).toBe(200);
      const logs = (await call('GET', `${base}/actions/${step - 1}/logs`)).body;
      expect(logs.some((log: { level: string }) => log.level === 'SEVERE')).toBe(true);
      if (step < actions.length)
        expect((await call('GET', `${base}/actions/${step}/requests`)).status).toBe(404);
    }
    expect(checkedFailure).toBe(true);
  });

  it('has no V2 run list or run results: neither the spec nor the reference has them', () => {
    const paths = mock.handlers.map((handler) => String(handler.info.path));
    expect(paths.filter((path) => /\/v2\/web-journeys\/[^/]+\/runs/.test(path))).toEqual([]);
  });

  it('answers an action’s requests, console, cookies and screenshot', async () => {
    const f = fixture();
    const requests = await call('GET', `${runBase()}/actions/${f.actionSequenceId}/requests`);
    expect(requests.status).toBe(200);
    expect(requests.body[0]).toMatchObject({
      request: { method: expect.any(String), url: expect.stringMatching(/^https:/) },
      response: { status: expect.any(Number) },
    });
    const logs = await call('GET', `${runBase()}/actions/0/logs`);
    expect(logs.body[0]).toMatchObject({
      level: expect.stringMatching(/SEVERE|WARNING|INFO|FINE/),
      message: expect.any(String),
    });
    const cookies = await call('GET', `${runBase()}/actions/${f.actionSequenceId}/cookies`);
    expect(cookies.body.insights.noOfUniqueCookies).toBe(cookies.body.create.length);
    expect(cookies.body.create).toContainEqual(
      expect.objectContaining({ name: f.cookie.name, domain: f.cookie.domain }),
    );
    const shot = await call('GET', `${runBase()}/screenshots/thumbnail?actionSequenceId=0`);
    expect(shot.headers.get('content-type')).toBe('image/svg+xml');
    expect(shot.body).toMatch(/^<svg/);
  });

  it('tells a cookie’s origin story with real actions and requests of the run', async () => {
    const f = fixture();
    const run = (await journeyRuns(f.webJourneyId)).find((r) => r.WEB_JOURNEY_RUN_ID === f.runId)!;
    const script = (await call('GET', `/v3/web-journeys/${f.webJourneyId}/actions`)).body;
    const results: Array<{ sequence: number; description: string; id: number }> = script.slice(
      0,
      Number(run.ACTIONS_EXECUTED_COUNT),
    );
    const cookiesByAction = await Promise.all(
      results.map((a) => call('GET', `${runBase()}/actions/${a.sequence}/cookies`)),
    );
    const names = new Set(
      cookiesByAction.flatMap((answer) =>
        answer.body.create.map((c: { name: string; domain: string }) => `${c.name}|${c.domain}`),
      ),
    );
    expect(names.size).toBeGreaterThan(3);
    let httpSeen = false;
    let appSeen = false;
    for (const key of names) {
      const [name, domain] = key.split('|') as [string, string];
      const story = await call('POST', `${runBase()}/cookies/origin`, { name, domain });
      expect(story.status).toBe(200);
      expect(story.body.totalCookieActionCount).toBe(
        new Set(story.body.actions.map((a: { action: { sequence: number } }) => a.action.sequence)).size,
      );
      expect(story.body.actions[0].cookieChangeType).toBe('ADD');
      for (const change of story.body.actions) {
        const action = results[change.action.sequence]!;
        expect(change.action.label).toBe(action.description);
        const requests = (await call('GET', `${runBase()}/actions/${change.action.sequence}/requests`)).body;
        for (const initiator of change.initiators) {
          if (initiator.initiatorType === 'HTTP') {
            httpSeen = true;
            const request = requests[initiator.harEntryIndex];
            expect(request.request.url).toBe(initiator.requestUrl);
            expect(
              request.response.headers.some(
                (h: { name: string; value: string }) =>
                  h.name === 'set-cookie' && h.value.startsWith(`${name}=`),
              ),
            ).toBe(true);
          } else {
            appSeen = true;
            expect(initiator).toMatchObject({
              initiatorType: 'APP',
              tagId: expect.any(Number),
              line: expect.any(Number),
              column: expect.any(Number),
            });
            const earlier = await Promise.all(
              results
                .filter((a) => a.sequence <= change.action.sequence)
                .map((a) => call('GET', `${runBase()}/actions/${a.sequence}/requests`)),
            );
            const scripts = earlier
              .flatMap((answer) => answer.body)
              .filter(
                (r: { resourceType: string; tagId?: number }) =>
                  r.resourceType === 'script' && r.tagId === initiator.tagId,
              );
            expect(scripts.length, `script of tag ${initiator.tagId} for ${name}`).toBeGreaterThan(0);
          }
        }
      }
    }
    expect(httpSeen && appSeen).toBe(true);

    const action = results[f.actionSequenceId]!;
    const byAction = await call('POST', `${runBase()}/actions/${action.id}/cookies/origin`, f.cookie);
    expect(byAction.status).toBe(200);
    expect(byAction.body.changes.length).toBeGreaterThan(0);
    expect(
      byAction.body.changes.every(
        (c: { action: { sequence: number } }) => c.action.sequence === f.actionSequenceId,
      ),
    ).toBe(true);
    const invalid = await call('POST', `${runBase()}/cookies/origin`, { domain: '.acme-outdoors.com' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.validationReport.issues[0].path).toEqual(['name']);
  });

  it('starts a run that runs, refuses a second one meanwhile, then completes', async () => {
    const id = fixture().webJourneyId;
    const started = await call('POST', `/v3/web-journeys/${id}/runs`);
    expect(started.status).toBe(200);
    const runId = started.body.newRunId;
    const runs = await journeyRuns(id);
    expect(runs[0]).toMatchObject({
      WEB_JOURNEY_RUN_ID: runId,
      WJ_RUN_STATUS: 'In progress',
      RUN_COMPLETED_AT: null,
    });
    expect((await call('GET', `/v3/web-journeys/${id}/status`)).body).toMatchObject({
      status: 'ExecutingActions',
      webJourneyRunning: true,
    });
    expect((await call('POST', `/v3/web-journeys/${id}/runs`)).status).toBe(409);
    await wait(80);
    const after = await journeyRuns(id);
    expect(after[0]).toMatchObject({
      WEB_JOURNEY_RUN_ID: runId,
      WJ_RUN_STATUS: expect.stringMatching(/^(Passed|Action failed)$/),
      RUN_COMPLETED_AT: expect.any(String),
    });
    expect(Number(after[0]!.ACTIONS_EXECUTED_COUNT)).toBeGreaterThan(0);
    const requests = await call('GET', `/v3/web-journeys/${id}/runs/${runId}/actions/0/requests`);
    expect(requests.body.length).toBeGreaterThan(0);
  });

  it('adds attacker-controlled strings to the first page in hostile mode', async () => {
    mock.reset({ hostile: true });
    try {
      const base = runBase();
      const requests = await call('GET', `${base}/actions/0/requests`);
      expect(requests.body.map((r: { request: { url: string } }) => r.request.url)).toContain(
        'javascript:alert(document.domain)',
      );
      const cookies = await call('GET', `${base}/actions/0/cookies`);
      expect(cookies.body.create).toContainEqual(
        expect.objectContaining({ name: 'xss_probe', value: '"><img src=x onerror=alert(1)>' }),
      );
      const logs = await call('GET', `${base}/actions/0/logs`);
      expect(logs.body.some((log: { message: string }) => log.message.includes('<script>'))).toBe(true);
    } finally {
      mock.reset({ hostile: false });
    }
  });
});
