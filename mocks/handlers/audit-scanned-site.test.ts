// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockCall } from '../lib/test-call';
import { SEED_DAY, TEST_NOW } from '../lib/test-clock';
import { createTestMock } from '../node';
import { requestBodies } from '../request-bodies';

const mock = createTestMock({ now: SEED_DAY, runTimeline: { queuedMs: 1000, runningMs: 4000 } });
const { call } = mockCall({ handlers: mock.handlers });
const db = () => mock.ref.current;

afterEach(() => {
  vi.useRealTimers();
  mock.reset();
});

/** Freeze the clock at `ms` (only Date; msw keeps its real timers). */
function at(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
}

const acmeUs = () =>
  db()
    .domains.all()
    .find((domain) => domain.name === 'Acme Outdoors US')!;
const hostOf = (url: string) => new URL(url).host;

/** The create (and update) body of an audit in `domainId`'s sub-folder starting from `startingUrls`. */
const auditBody = (domainId: number, startingUrls: string[]) => ({
  ...(requestBodies['POST /v2/web-audits']!({ domainId }, db()) as object),
  name: 'Partner shop',
  startingUrls,
});

/** Start a run of the audit at `ms` and let it complete; answers the run's id. */
async function runToCompletion(auditId: number, ms: number): Promise<number> {
  at(ms);
  const started = await call('POST', `/v2/web-audits/${auditId}/runs`);
  expect(started.status).toBe(202);
  at(ms + 6000);
  return started.body.id as number;
}

/** Every page of a run (id and URL), read through the run's pages list. */
async function runPages(auditId: number, runId: number): Promise<Array<{ id: string; url: string }>> {
  const answer = await call('GET', `/v3/web-audits/${auditId}/runs/${runId}/pages?size=500`);
  expect(answer.status).toBe(200);
  return answer.body.pages;
}

/** Every page URL of a run. */
const pageUrls = async (auditId: number, runId: number) =>
  (await runPages(auditId, runId)).map((page) => page.url);

describe('what a run scans', () => {
  it('scans the audit’s starting URLs, not its sub-folder’s domain', async () => {
    const created = await call(
      'POST',
      '/v2/web-audits',
      auditBody(acmeUs().id, ['https://shop.example.com']),
    );
    expect(created.status).toBe(201);
    const auditId = created.body.id as number;
    const runId = await runToCompletion(auditId, TEST_NOW);

    const pages = await runPages(auditId, runId);
    const urls = pages.map((page) => page.url);
    expect(urls.length).toBeGreaterThan(10);
    expect(new Set(urls.map(hostOf))).toEqual(new Set(['shop.example.com']));

    const home = `/v3/web-audits/${auditId}/runs/${runId}/pages/${pages[0]!.id}`;
    expect((await call('GET', `${home}/info`)).body.title.text).toBe('Home | Example');

    const cookies = (await call('GET', `/v3/web-audits/${auditId}/runs/${runId}/cookies`)).body;
    expect(cookies).toContainEqual({ name: 'session_id', domain: 'shop.example.com' });
    const domains = (await call('GET', `/v3/web-audits/${auditId}/runs/${runId}/request-domains`)).body;
    expect(domains[0].domain).toBe('shop.example.com');
    const requests = (await call('GET', `${home}/request-log?size=1000`)).body.requests;
    const firstParty = requests.filter((request: { requestUrl: string }) =>
      hostOf(request.requestUrl).endsWith('example.com'),
    );
    expect(firstParty.length).toBeGreaterThan(0);
    const everything = JSON.stringify([urls, cookies, domains, requests]);
    expect(everything).not.toContain(acmeUs().domain);
  });

  it('keeps what a run scanned when the audit’s starting URLs change afterwards', async () => {
    const created = await call(
      'POST',
      '/v2/web-audits',
      auditBody(acmeUs().id, ['https://shop.example.com/']),
    );
    const auditId = created.body.id as number;
    const before = await runToCompletion(auditId, TEST_NOW);
    const edited = await call('PUT', `/v2/web-audits/${auditId}`, {
      ...auditBody(acmeUs().id, ['https://www.acme-outdoors.com/']),
      id: auditId,
    });
    expect(edited.status).toBe(200);
    const after = await runToCompletion(auditId, TEST_NOW + 60_000);

    expect(new Set((await pageUrls(auditId, before)).map(hostOf))).toEqual(new Set(['shop.example.com']));
    expect(new Set((await pageUrls(auditId, after)).map(hostOf))).toEqual(new Set(['www.acme-outdoors.com']));
  });

  it('keeps a seeded audit’s history on its site when its starting URLs move to another', async () => {
    const audit = db()
      .audits.all()
      .find((row) => row.domainId === acmeUs().id && !row.webAuditRunning)!;
    const run = db()
      .runs.get(audit.id)!
      .find((row) => row.completed && row.totalUrl > 0)!;
    const seeded = await pageUrls(audit.id, run.id);
    expect(new Set(seeded.map(hostOf))).toEqual(new Set([acmeUs().domain]));

    const edited = await call('PUT', `/v2/web-audits/${audit.id}`, {
      ...auditBody(audit.domainId, ['https://shop.example.com/']),
      id: audit.id,
    });
    expect(edited.status).toBe(200);
    expect(await pageUrls(audit.id, run.id)).toEqual(seeded);
  });
});
