// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildHar, buildHarText, sampleHarRequests } from '@/lib/har-fixtures';
import { createRoute } from '../lib/route';
import { mockCall } from '../lib/test-call';
import { createTestMock } from '../node';
import { harRunHandlers } from './har-runs';

const mock = createTestMock();
// First, so the test holds whether or not the group is registered in handlers/index.ts yet.
mock.server.use(...harRunHandlers(createRoute(mock.ref)));

beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());
beforeEach(() => mock.reset());

const { call } = mockCall();

const journeyId = () => mock.ref.current.manualJourneys.all()[0]!.id;
const harRuns = (id: number) => `/v2/manual-journeys/${id}/har-runs`;
const file = (name: string, content: string) => ({ name, s3Key: `inline/1/${name}`, content });

describe('POST /v2/manual-journeys/{manualJourneyId}/har-runs', () => {
  it('makes a completed run whose request log is the HAR entries and whose tags come from their hosts', async () => {
    const id = journeyId();
    const created = await call('POST', harRuns(id), {
      harFiles: [file('storefront.har', buildHarText(sampleHarRequests))],
      journeyRunName: 'Checkout, March',
    });
    expect(created.status).toBe(200);
    expect(Number.isInteger(created.body)).toBe(true);
    const runId = created.body as number;

    const run = await call('GET', `/v2/manual-journeys/${id}/runs/${runId}`);
    expect(run.body).toMatchObject({
      id: runId,
      journeyId: id,
      name: 'Checkout, March',
      status: { value: 'completed' },
    });
    // One step per HAR page, in order.
    expect(run.body.actions.map((action: { name: string }) => action.name)).toEqual(['Home', 'Cart']);

    const logs = await call('GET', `/v2/manual-journeys/${id}/runs/${runId}/request-logs`);
    expect(logs.body.map((log: { requestLog: string }) => log.requestLog)).toEqual(
      sampleHarRequests.map((r) => `${r.method ?? 'GET'} ${r.url} ${r.status ?? 200}`),
    );
    // The cookies each response set, as its Set-Cookie response properties.
    const setCookies = (log: { responseInfo: { propName: string; propValue: string }[] }) =>
      log.responseInfo.filter((p) => p.propName === 'Set-Cookie').map((p) => p.propValue);
    expect(logs.body.map(setCookies)).toEqual([
      ['cart_id=c-81f2; Path=/; Secure; HttpOnly'],
      [],
      [],
      [],
      ['fr=0aBc; Domain=.facebook.com; Path=/; Expires=Mon, 01 Jun 2026 09:00:00 GMT; Secure; HttpOnly'],
      [],
      [],
    ]);

    const tags = await call('GET', `/v2/manual-journeys/${id}/runs/${runId}/tags`);
    expect(tags.body.map((tag: { name: string }) => tag.name)).toEqual([
      'Google Tag Manager',
      'Google Analytics 4',
      'Meta Pixel',
    ]);

    const runs = await call('GET', `/v2/manual-journeys/${id}/runs`);
    expect(runs.body.map((item: { id: number }) => item.id)).toContain(runId);
  });

  it('joins several files into one run named after the first, one step per file without pages', async () => {
    const id = journeyId();
    const noPages = buildHar([{ url: 'https://www.googletagmanager.com/gtm.js?id=GTM-1' }], { pages: [] });
    const created = await call('POST', harRuns(id), {
      harFiles: [file('landing.har', JSON.stringify(noPages)), file('basket.HAR', JSON.stringify(noPages))],
    });
    const run = await call('GET', `/v2/manual-journeys/${id}/runs/${created.body}`);
    expect(run.body.name).toBe('landing and 1 more');
    expect(run.body.actions.map((action: { name: string }) => action.name)).toEqual([
      'landing.har',
      'basket.HAR',
    ]);
  });

  it('answers 400 naming each file that is not a HAR, and creates nothing', async () => {
    const id = journeyId();
    const before = (await call('GET', `/v2/manual-journeys/${id}/runs`)).body.length;
    const wrongVersion = buildHar(sampleHarRequests);
    wrongVersion.log.version = '3.0';
    const answer = await call('POST', harRuns(id), {
      harFiles: [
        file('good.har', buildHarText(sampleHarRequests)),
        file('cut.har', '{"log": '),
        file('future.har', JSON.stringify(wrongVersion)),
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^cut\.har is not valid JSON/);
    expect(answer.body.validationReport.issues).toEqual([
      expect.objectContaining({ path: ['harFiles', '1', 'content'], code: 'invalid_har' }),
      expect.objectContaining({
        path: ['harFiles', '2', 'content'],
        message: 'future.har is not a valid HAR 1.2 file: log.version is "3.0", expected "1.2"',
      }),
    ]);
    expect((await call('GET', `/v2/manual-journeys/${id}/runs`)).body).toHaveLength(before);
  });

  it('answers 400 for a file given only by a storage key, an empty list, or a webhook that is not https', async () => {
    const id = journeyId();
    const keyOnly = await call('POST', harRuns(id), {
      harFiles: [{ name: 'a.har', s3Key: 'uploads/a.har' }],
    });
    expect(keyOnly.status).toBe(400);
    expect(keyOnly.body.validationReport.issues[0].code).toBe('missing_content');
    expect((await call('POST', harRuns(id), { harFiles: [] })).status).toBe(400);
    const webhook = await call('POST', harRuns(id), {
      harFiles: [file('a.har', buildHarText(sampleHarRequests))],
      webhookUrl: 'http://hooks.example.com/run-done',
    });
    expect(webhook.status).toBe(400);
    expect(webhook.body.validationReport.issues[0].path).toEqual(['webhookUrl']);
  });

  it('answers 401 without a key and 404 for an unknown journey', async () => {
    const body = { harFiles: [file('a.har', buildHarText(sampleHarRequests))] };
    expect((await call('POST', harRuns(journeyId()), body, null)).status).toBe(401);
    expect((await call('POST', harRuns(987_654), body)).status).toBe(404);
  });
});
