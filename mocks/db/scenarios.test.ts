// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../fixtures';
import { SEED_DAY, TEST_NOW } from '../lib/test-clock';
import { mockCaller } from '../lib/test-call';
import { readMockOptions } from '../options';

const timeline = { queuedMs: 1000, runningMs: 4000 };
const mock = mockCaller({ now: SEED_DAY, scenario: 'empty', runTimeline: timeline });
const { call } = mock;
const db = () => mock.ref.current;

beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());

afterEach(() => {
  vi.useRealTimers();
  mock.reset();
});

/** Freeze the clock at `ms` (only Date; msw keeps its real timers). */
function at(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
}

async function createAudit() {
  const domain = db().domains.all()[0]!;
  const created = await call('POST', '/v2/web-audits', {
    name: 'First audit',
    domainId: domain.id,
    limit: 25,
    startingUrls: [`https://${domain.domain}/`],
    recipients: [],
    frequency: 'weekly',
    options: {
      fireTags: true,
      loadFlash: false,
      location: 'us-east',
      requestRate: 2,
      stripQueryString: false,
      userAgent: 'Mozilla/5.0',
    },
  });
  expect(created.status).toBe(201);
  return created.body as { id: number };
}

describe('MOCK_SCENARIO=empty', () => {
  it('is read from the knob, and the seeded account is the default', () => {
    expect(readMockOptions({ MOCK_SCENARIO: 'empty' }).scenario).toBe('empty');
    expect(readMockOptions({}).scenario).toBe('seeded');
    expect(readMockOptions({ MOCK_SCENARIO: 'nonsense' }).scenario).toBe('seeded');
  });

  it('has no audits, runs or exports, but keeps folders, sub-folders, labels and the rule library', async () => {
    expect((await call('GET', '/v2/web-audits')).body).toEqual([]);
    expect((await call('GET', '/v3/web-audits')).body).toEqual([]);
    expect((await call('GET', '/v2/folders')).body.length).toBeGreaterThan(0);
    expect((await call('GET', '/v2/domains')).body.length).toBeGreaterThan(0);
    expect((await call('GET', '/v2/labels')).body.length).toBeGreaterThan(0);
    expect(db().rules.size).toBeGreaterThan(0);
    expect(db().exports.size).toBe(0);
    expect(() => fixtures(db())).not.toThrow();
  });

  it('runs a created audit on the run timeline: queued, running, completed, with pages and reports', async () => {
    at(TEST_NOW);
    const audit = await createAudit();
    expect((await call('GET', `/v2/web-audits/${audit.id}/runs`)).body).toEqual([]);
    const started = await call('POST', `/v2/web-audits/${audit.id}/runs`);
    expect(started.status).toBe(202);
    expect((await call('GET', `/v2/web-audits/${audit.id}`)).body.queued).toBe(true);

    vi.setSystemTime(TEST_NOW + timeline.queuedMs + 1);
    const running = (await call('GET', `/v2/web-audits/${audit.id}/runs`)).body;
    expect(running).toHaveLength(1);
    expect(running[0].completed).toBeUndefined();

    vi.setSystemTime(TEST_NOW + timeline.queuedMs + timeline.runningMs);
    const [run] = (await call('GET', `/v2/web-audits/${audit.id}/runs`)).body;
    expect(run.id).toBe(started.body.id);
    expect(run.completed).toBeDefined();
    expect(run.totalUrl).toBeGreaterThan(0);
    expect(run.totalUrl).toBeLessThanOrEqual(25);

    const summary = await call('POST', `/v3/web-audits/${audit.id}/runs/${run.id}/reports/tag-inventory`, {});
    expect(summary.status).toBe(200);
  });

  it('a fresh audit has no settings yet: every section reads empty', async () => {
    const audit = await createAudit();
    expect((await call('GET', `/v3/web-audits/${audit.id}/actions`)).body).toEqual([]);
    expect((await call('GET', `/v3/web-audits/${audit.id}/login-actions`)).body).toEqual([]);
    expect((await call('GET', `/v2/web-audits/${audit.id}/rules`)).body).toEqual([]);
    expect((await call('GET', `/v2/web-audits/${audit.id}/filters`)).body).toEqual({
      include: [],
      exclude: [],
    });
    expect((await call('GET', `/v3/web-audits/${audit.id}/blocking-configuration`)).body).toEqual({
      tagIds: [],
      tagCategoryIds: [],
    });
    expect((await call('GET', `/v3/web-audits/${audit.id}/consent-categories`)).body).toEqual({
      consentCategories: [],
    });
    const groups = (await call('GET', '/v3/custom-headers')).body.customHeaderGroups;
    expect(
      groups.filter((group: { assignments: Array<{ itemId: number }> }) =>
        group.assignments.some((assignment) => assignment.itemId === audit.id),
      ),
    ).toEqual([]);
  });
});
