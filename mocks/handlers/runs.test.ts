// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageWithDetail, runData } from '../db/run-data';
import { mockCall } from '../lib/test-call';
import { createTestMock } from '../node';
import { completedRun } from '../testing/scenarios';

const mock = createTestMock();

beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());
beforeEach(() => mock.reset());

const { call } = mockCall();

const base = (auditId: number, runId: number) => `/v3/web-audits/${auditId}/runs/${runId}`;

describe('GET …/runs/{runId}/pages', () => {
  it('pages through every page once with correct pagination metadata', async () => {
    const { auditId, run } = completedRun(mock.ref.current);
    const first = await call('GET', `${base(auditId, run.id)}/pages`);
    expect(first.status).toBe(200);
    expect(first.body.metadata.pagination).toEqual({
      totalCount: run.totalUrl,
      totalPageCount: Math.ceil(run.totalUrl / 50),
      pageSize: 50,
      currentPageSize: Math.min(50, run.totalUrl),
      currentPageNumber: 0,
    });
    const ids = new Set<string>();
    const pageCount = Math.ceil(run.totalUrl / 100);
    for (let page = 0; page < pageCount; page++) {
      const answer = await call('GET', `${base(auditId, run.id)}/pages?page=${page}&size=100`);
      expect(answer.body.metadata.pagination.currentPageSize).toBe(answer.body.pages.length);
      for (const item of answer.body.pages) ids.add(item.id);
    }
    expect(ids.size).toBe(run.totalUrl);
    const past = await call('GET', `${base(auditId, run.id)}/pages?page=${pageCount + 3}&size=100`);
    expect(past.body.pages).toEqual([]);
    expect(past.body.metadata.pagination).toMatchObject({ currentPageSize: 0, totalCount: run.totalUrl });
  });

  it('sorts by load time, status code, size and URL, both ways', async () => {
    const { auditId, run } = completedRun(mock.ref.current);
    const size = 1000;
    for (const [sortBy, field] of [
      ['load_time', 'loadTime'],
      ['status_code', 'statusCode'],
      ['size', 'size'],
      ['url', 'url'],
    ] as const) {
      const asc = await call('GET', `${base(auditId, run.id)}/pages?size=${size}&sortBy=${sortBy}`);
      const desc = await call(
        'GET',
        `${base(auditId, run.id)}/pages?size=${size}&sortBy=${sortBy}&sortDesc=true`,
      );
      const values = asc.body.pages.map((page: Record<string, number | string>) => page[field]);
      expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const descValues = desc.body.pages.map((page: Record<string, number | string>) => page[field]);
      expect(descValues).toEqual([...values].reverse());
    }
  });

  it('answers 400 with a validation report for sizes outside 50–1000, bad pages and unknown sorts', async () => {
    const { auditId, run } = completedRun(mock.ref.current);
    for (const query of [
      'size=49',
      'size=1001',
      'size=abc',
      'page=-1',
      'page=1.5',
      'sortBy=title',
      'sortDesc=yes',
    ]) {
      const answer = await call('GET', `${base(auditId, run.id)}/pages?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.validationReport.issues[0].path).toEqual([query.split('=')[0]]);
    }
    const edge = await call('GET', `${base(auditId, run.id)}/pages?size=1000`);
    expect(edge.body.metadata.pagination.pageSize).toBe(1000);
  });

  it('serves 100,000 pages, sorted by any column in either direction', async () => {
    // How fast is measured by `npm run bench` on a quiet machine, not here: this checks the answers.
    const large = createTestMock({ scale: 'large' });
    const audit = large.ref.current.audits.all()[0]!;
    const run = large.ref.current.runs.get(audit.id)!.find((r) => r.totalUrl === 100_000)!;
    mock.server.close();
    large.server.listen({ onUnhandledFrame: 'error' });
    try {
      const answer = await call(
        'GET',
        `${base(audit.id, run.id)}/pages?page=1999&size=50&sortBy=url&sortDesc=true`,
      );
      expect(answer.body.metadata.pagination.totalCount).toBe(100_000);
      expect(answer.body.pages).toHaveLength(50);
      const urls: string[] = answer.body.pages.map((page: { url: string }) => page.url);
      expect(urls).toEqual([...urls].sort().reverse());
      // The last page of the descending order ends with the first page of the ascending one.
      const first = await call('GET', `${base(audit.id, run.id)}/pages?page=0&size=50&sortBy=url`);
      expect(first.body.pages[0]).toEqual(answer.body.pages.at(-1));
      const byLoad = await call('GET', `${base(audit.id, run.id)}/pages?page=7&size=1000&sortBy=load_time`);
      const loads: number[] = byLoad.body.pages.map((page: { loadTime: number }) => page.loadTime);
      expect(loads).toHaveLength(1000);
      expect(loads).toEqual([...loads].sort((a, b) => a - b));
    } finally {
      large.server.close();
      mock.server.listen({ onUnhandledFrame: 'error' });
    }
  });
});

describe('GET …/runs/{runId}/javascript-variables', () => {
  it('covers every page exactly once following lastPageId, ending with null', async () => {
    const { auditId, run } = completedRun(mock.ref.current, { audit: 1 });
    const seen: string[] = [];
    let cursor: string | null = null;
    let calls = 0;
    do {
      const query: string = cursor ? `&startAfterPageId=${cursor}` : '';
      const answer = await call('GET', `${base(auditId, run.id)}/javascript-variables?size=50${query}`);
      expect(answer.status).toBe(200);
      expect(answer.body.metadata.pagination.currentPageSize).toBe(answer.body.pages.length);
      for (const page of answer.body.pages) {
        seen.push(page.pageId);
        expect(page.variables.length).toBeGreaterThan(0);
        for (const variable of page.variables)
          expect(variable.value === null || typeof variable.value === 'object').toBe(true);
      }
      cursor = answer.body.metadata.pagination.lastPageId;
      calls += 1;
    } while (cursor && calls < 100);
    expect(seen).toHaveLength(run.totalUrl);
    expect(new Set(seen).size).toBe(run.totalUrl);
    expect(calls).toBe(Math.ceil(run.totalUrl / 50));
  });

  it('refuses sizes outside 50–1000, non-integers and unknown cursors with 400', async () => {
    const { auditId, run } = completedRun(mock.ref.current);
    for (const query of ['size=49', 'size=1001', 'size=50.5', 'size=', 'startAfterPageId=nope']) {
      const answer = await call('GET', `${base(auditId, run.id)}/javascript-variables?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.validationReport.issues.length).toBeGreaterThan(0);
    }
    const other = completedRun(mock.ref.current, { audit: 1 });
    const foreign = runData(mock.ref.current, other.auditId, other.run.id)!.pages[1]!.id;
    const answer = await call(
      'GET',
      `${base(auditId, run.id)}/javascript-variables?startAfterPageId=${foreign}`,
    );
    expect(answer.status).toBe(400);
  });
});

describe('run-level lists', () => {
  it('lists exactly the union of the cookies found on each page', async () => {
    const { auditId, run } = completedRun(mock.ref.current, { audit: 2 });
    const db = mock.ref.current;
    const union = new Set<string>();
    for (const page of runData(db, auditId, run.id)!.pages) {
      for (const cookie of pageWithDetail(db, auditId, run.id, page.id)!.detail.cookies)
        union.add(`${cookie.name} @ ${cookie.domain}`);
    }
    const answer = await call('GET', `${base(auditId, run.id)}/cookies`);
    const listed = answer.body.map(
      (cookie: { name: string; domain: string }) => `${cookie.name} @ ${cookie.domain}`,
    );
    expect(new Set(listed).size).toBe(listed.length);
    expect(new Set(listed)).toEqual(union);
  });

  it('lists request domains and geo-locations of the requests the pages made', async () => {
    const { auditId, run } = completedRun(mock.ref.current, { audit: 2 });
    const db = mock.ref.current;
    const hosts = new Set<string>();
    const countries = new Set<number>();
    for (const page of runData(db, auditId, run.id)!.pages) {
      for (const request of pageWithDetail(db, auditId, run.id, page.id)!.detail.requests) {
        hosts.add(request.host);
        countries.add(request.country.id);
      }
    }
    const domains = await call('GET', `${base(auditId, run.id)}/request-domains`);
    expect(new Set(domains.body.map((d: { domain: string }) => d.domain))).toEqual(hosts);
    expect(
      domains.body.every((d: { scheme: string; isValid: boolean }) => d.scheme === 'https' && d.isValid),
    ).toBe(true);
    const geo = await call('GET', `${base(auditId, run.id)}/geo-locations`);
    expect(new Set(geo.body.map((g: { countryCode: number }) => g.countryCode))).toEqual(countries);
    expect(geo.body.every((g: { countryName: string }) => g.countryName.length > 0)).toBe(true);
  });

  it('answers empty lists, not errors, for a running run that has no page yet', async () => {
    const { auditId, run } = completedRun(mock.ref.current);
    run.completed = undefined;
    run.completedAt = undefined;
    run.totalUrl = 0;
    run.score = 0;
    for (const list of ['cookies', 'geo-locations', 'request-domains']) {
      const answer = await call('GET', `${base(auditId, run.id)}/${list}`);
      expect(answer).toEqual({ status: 200, body: [] });
    }
    const pages = await call('GET', `${base(auditId, run.id)}/pages`);
    expect(pages.body.metadata.pagination).toMatchObject({ totalCount: 0, totalPageCount: 0 });
    const variables = await call('GET', `${base(auditId, run.id)}/javascript-variables`);
    expect(variables.body).toEqual({
      metadata: { pagination: { pageSize: 50, currentPageSize: 0, lastPageId: null } },
      pages: [],
    });
    const scores = await call('GET', `${base(auditId, run.id)}/scores`);
    expect(scores.body.total).toEqual({ score: 0, max: 100 });
  });
});

describe('scores, failures, info and the run itself', () => {
  it('gives every completed run scores whose total is its score and whose parts add up to it', async () => {
    const audit = mock.ref.current.audits.all()[3]!;
    for (const run of mock.ref.current.runs.get(audit.id)!.slice(0, 8)) {
      const { body } = await call('GET', `${base(audit.id, run.id)}/scores`);
      expect(body.total).toEqual({ score: run.score, max: 100 });
      const parts = ['tagPresence', 'tagPerformance', 'rules', 'pagePerformance', 'cookies'].map(
        (name) => body[name],
      );
      expect(parts.reduce((sum, part) => sum + part.max, 0)).toBe(100);
      expect(Math.round(parts.reduce((sum, part) => sum + part.score * 10, 0))).toBe(run.score * 10);
      for (const part of parts) {
        expect(part.score).toBeGreaterThanOrEqual(0);
        expect(part.score).toBeLessThanOrEqual(part.max);
      }
    }
  });

  it('reports a failed run as every starting URL failing, and a completed one without that', async () => {
    const db = mock.ref.current;
    const audit = db.audits.all()[0]!;
    const run = db.runs.get(audit.id)!.find((r) => r.completed && r.totalUrl > 0)!;
    const ok = await call('GET', `${base(audit.id, run.id)}/reports/failures`);
    expect(ok.body.preAuditActionResults).toEqual({ zeroAndOut: false });
    expect(ok.body.startingUrlResults).toBeUndefined();
    run.totalUrl = 0;
    const failed = await call('GET', `${base(audit.id, run.id)}/reports/failures`);
    expect(failed.body.startingUrlResults.failureType).toBe('all_starting_urls_failed_zero_and_out');
    const counted = failed.body.startingUrlResults.startingUrlFailures.reduce(
      (sum: number, item: { pageCount: number }) => sum + item.pageCount,
      0,
    );
    expect(counted).toBe(audit.startingUrls.length);
  });

  it('samples on-page action failures from the audit’s configured actions', async () => {
    const db = mock.ref.current;
    const audit = db.audits.all().find((a) => (db.auditConfig.actions.get(a.id) ?? []).length > 0)!;
    const actions = db.auditConfig.actions.get(audit.id)!;
    let found = 0;
    for (const run of db.runs.get(audit.id)!.filter((r) => r.completed && r.totalUrl > 0)) {
      const { body } = await call('GET', `${base(audit.id, run.id)}/reports/failures`);
      if (!body.onPagesActionResults) continue;
      found += 1;
      const results = body.onPagesActionResults;
      expect(results.totalConfiguredCount).toBe(actions.length);
      expect(results.resultsSample.length).toBe(Math.min(3, results.totalFailedCount));
      for (const item of results.resultsSample)
        for (const result of item.results)
          expect(actions.map((action) => action.id)).toContain(result.auditActionSnapshotId);
    }
    expect(found).toBeGreaterThan(0);
  });

  it('describes the run configuration from the audit and the run', async () => {
    const { auditId, run } = completedRun(mock.ref.current);
    const audit = mock.ref.current.audits.get(auditId)!;
    const { body } = await call('GET', `${base(auditId, run.id)}/info`);
    expect(body).toMatchObject({
      urlsScanned: run.totalUrl,
      startingUrlCount: audit.startingUrls.length,
      userAgent: audit.options!.userAgent,
      runDuration: (Date.parse(run.completed!) - Date.parse(run.started)) / 1000,
      browserName: 'Chrome',
      onPageActions: (mock.ref.current.auditConfig.actions.get(auditId) ?? []).length > 0,
      loginActions: (mock.ref.current.auditConfig.loginActions.get(auditId) ?? []).length > 0,
    });
    expect(body.locationName).not.toBe('');
  });

  it('serves one run in the V2 shape and every audit’s latest run', async () => {
    const { auditId, run } = completedRun(mock.ref.current);
    const one = await call('GET', `/v2/web-audits/${auditId}/runs/${run.id}`);
    expect(one.body).toMatchObject({
      id: run.id,
      webAuditId: auditId,
      totalUrl: run.totalUrl,
      score: run.score,
    });
    expect(one.body.supportedFeatures).toEqual(run.supportedFeatures.map((f) => f.value));
    const latest = await call('GET', '/v3/web-audits/latest-runs');
    const item = latest.body.find((entry: { id: number }) => entry.id === auditId);
    const newest = mock.ref.current.runs.get(auditId)!.find((r) => r.completed)!;
    expect(item.latestRun).toEqual({
      id: newest.id,
      completedAt: newest.completed,
      pageCount: newest.totalUrl,
    });
  });

  it('answers 404 with the error body for unknown audits, unknown runs and another audit’s run', async () => {
    const { auditId, run } = completedRun(mock.ref.current);
    const other = completedRun(mock.ref.current, { audit: 1 });
    for (const path of [
      `${base(999_999, run.id)}/scores`,
      `${base(auditId, 1)}/pages`,
      `${base(other.auditId, run.id)}/cookies`,
      `${base(auditId, run.id).replace(String(run.id), 'abc')}/info`,
      `/v2/web-audits/${other.auditId}/runs/${run.id}`,
    ]) {
      const answer = await call('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual(
        expect.objectContaining({ message: expect.stringMatching(/not found/), details: expect.any(String) }),
      );
    }
    expect((await call('GET', `${base(auditId, run.id)}/scores`, undefined, null)).status).toBe(401);
  });
});
