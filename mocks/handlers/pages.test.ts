// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { pageWithDetail, runData } from '../db/run-data';
import { mockOptions } from '../db/seed';
import { mockCall, type Json } from '../lib/test-call';
import { createMockRuntime } from '../runtime';
import { completedRun } from '../testing/scenarios';

const mock = createMockRuntime(mockOptions());

const { call } = mockCall({ handlers: mock.handlers });

/** The first audit with a completed run of at least 60 pages, that run and a page with children. */
function subject() {
  const db = mock.ref.current;
  const { audit, run, data } = completedRun(db, { morePagesThan: 59 });
  const pages = data.pages;
  const page = pages[2]!;
  return { db, audit, run, pages, page, pg: `/v3/web-audits/${audit.id}/runs/${run.id}/pages/${page.id}` };
}

beforeEach(() => mock.reset());

describe('page info and links', () => {
  it('adds links, parent and screenshot on request, with counts matching the links lists', async () => {
    const { pg, pages, page, audit, run } = subject();
    const info = await call(
      'GET',
      `${pg}/info?withLinkSummary=true&withParentPage=true&withScreenshotUrl=true`,
    );
    expect(info.status).toBe(200);
    expect(info.body.parent).toEqual({ pageId: pages[0]!.id, pageUrl: pages[0]!.url });
    expect(info.body.webVitalsSummary.largestContentfulPaint).toMatchObject({
      warnThreshold: 2500,
      failThreshold: 4000,
    });
    const from = (await call('GET', `${pg}/links/from_this_page`)).body.links;
    const summary = info.body.links.linksFromThisPageV2;
    const total = Object.values(summary as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(from).toHaveLength(total);
    const internal = await call('GET', `${pg}/links/from_this_page?options=to_internal_pages`);
    expect(internal.body.links).toHaveLength(
      summary.scannedInternalSuccessfulPageCount + summary.scannedInternalBrokenPageCount,
    );
    const to = (await call('GET', `${pg}/links/to_this_page`)).body.links;
    expect(to.length).toBe(info.body.links.linkToFinalUrlCount);
    expect(to[0].page_linked_from_url).toBe(pages[0]!.url);
    const plain = await call('GET', `${pg}/info`);
    expect(plain.body).not.toHaveProperty('links');
    expect(plain.body).not.toHaveProperty('screenshot');

    expect(info.body.screenshot).toBe(
      `/v3/web-audits/${audit.id}/runs/${run.id}/screenshots/thumbnail?pageId=${page.id}`,
    );
    const image = await call('GET', info.body.screenshot);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.body).toMatch(/^<svg/);
  });

  it('caps the links list at 1000 while the CSV download has every row and names its file', async () => {
    const { db, audit, run } = subject();
    run.totalUrl = 1500;
    const home = runData(db, audit.id, run.id)!.pages[0]!;
    const base = `/v3/web-audits/${audit.id}/runs/${run.id}/pages/${home.id}/links/to_this_page`;
    const list = await call('GET', base);
    expect(list.body.links).toHaveLength(1000);
    const csv = await call('GET', `${base}/download`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="page-summary-links-to-this-page-.+\.csv"$/,
    );
    const lines = (csv.body as string).split('\r\n');
    expect(lines[0]).toBe(
      'initial_page_url,initial_page_status_code,final_page_url,final_page_status_code,page_linked_from_url,outer_html',
    );
    expect(lines).toHaveLength(1 + 1499);
  });

  it('answers 400 for an unknown link direction or option', async () => {
    const { pg } = subject();
    const direction = await call('GET', `${pg}/links/sideways`);
    expect(direction.status).toBe(400);
    expect(direction.body.validationReport.issues[0].path).toEqual(['linkDirection']);
    expect((await call('GET', `${pg}/links/from_this_page?options=everything`)).status).toBe(400);
  });
});

describe('initiators', () => {
  it('builds the whole tree from the page request when nothing is filtered', async () => {
    const { pg, db, audit, run, page } = subject();
    const { detail } = pageWithDetail(db, audit.id, run.id, page.id)!;
    const answer = await call('POST', `${pg}/initiators`, {});
    const root = answer.body.initiatorsTreeRoot;
    expect(root.harEntryIndex).toBe(0);
    expect(root.originalSubtreeSize).toBe(detail.requests.length - 1);
    expect(root.filteredSubtreeSize).toBe(detail.requests.length - 1);
    expect(answer.body.initiatorsSummary.filteredNetworkRequestCount).toBe(detail.requests.length);
  });

  it('keeps matching nodes and the paths to them, with filtered sizes and summary counts', async () => {
    const { pg, db, audit, run, page } = subject();
    const { detail } = pageWithDetail(db, audit.id, run.id, page.id)!;
    const answer = await call('POST', `${pg}/initiators`, { tagsOnly: true });
    const tagRequests = detail.requests.filter((r) => r.tagId !== undefined).length;
    expect(answer.body.initiatorsSummary.filteredNetworkRequestCount).toBe(tagRequests);
    expect(answer.body.initiatorsSummary.filteredTagCount).toBe(detail.tags.length);
    type Vertex = {
      matchesFilter: boolean;
      children: Vertex[];
      filteredSubtreeSize: number;
      harEntryIndex: number;
    };
    const walk = (vertex: Vertex): number => {
      const below = vertex.children.reduce((sum, child) => sum + 1 + walk(child), 0);
      expect(vertex.filteredSubtreeSize).toBe(below);
      if (vertex.children.length === 0 && vertex.harEntryIndex !== 0) expect(vertex.matchesFilter).toBe(true);
      return below;
    };
    const kept = walk(answer.body.initiatorsTreeRoot);
    expect(answer.body.initiatorsTreeRoot.matchesFilter).toBe(false);
    expect(answer.body.initiatorsTreeRoot.originalSubtreeSize).toBe(detail.requests.length - 1);
    expect(kept).toBeGreaterThanOrEqual(tagRequests);

    const byUrl = await call('POST', `${pg}/initiators`, {
      requestUrl: { filterType: 'not_contains', filterValue: '/static/' },
    });
    const expected = detail.requests.filter((r) => !r.url.includes('/static/')).length;
    expect(byUrl.body.initiatorsSummary.filteredNetworkRequestCount).toBe(expected);
  });

  it('answers 400 with a report for a bad filter, and picks requests by HAR entry index', async () => {
    const { pg } = subject();
    const bad = await call('POST', `${pg}/initiators`, { requestStatusCode: 'fine' });
    expect(bad.status).toBe(400);
    expect(bad.body.validationReport.issues[0].path).toEqual(['requestStatusCode']);
    const picked = await call('POST', `${pg}/initiators/request-log`, { harEntryIndices: [0, 1] });
    expect(picked.body.requests.map((r: Json) => r.harEntryIndex)).toEqual([0, 1]);
    expect(picked.body.requests[0].consoleLogSummary).toHaveProperty('errorLogCount');
  });
});

describe('console', () => {
  it('counts by level and filters messages by level and text', async () => {
    const { pg, page } = subject();
    const summary = await call('POST', `${pg}/console-log-summary`, {});
    expect(summary.body.errorLogCount).toBe(page.consoleCounts.error);
    expect(summary.body.warnLogCount).toBe(page.consoleCounts.warn);
    const errors = await call('POST', `${pg}/console-log`, { includedLevels: ['error', 'warn'] });
    expect(errors.body.metadata.pagination.totalCount).toBe(
      page.consoleCounts.error + page.consoleCounts.warn,
    );
    for (const log of errors.body.consoleLogs) expect(['error', 'warn']).toContain(log.level);
    const all = (await call('POST', `${pg}/console-log`, {})).body.consoleLogs as Json[];
    const word = all[0].message.split(' ')[0] as string;
    const found = await call('POST', `${pg}/console-log`, { search: word.toUpperCase() });
    expect(found.body.consoleLogs.length).toBeGreaterThan(0);
    for (const log of found.body.consoleLogs)
      expect(`${log.message} ${log.source}`.toLowerCase()).toContain(word.toLowerCase());
    expect((await call('POST', `${pg}/console-log`, { includedLevels: ['loud'] })).status).toBe(400);
    expect((await call('POST', `${pg}/console-log?size=10`, {})).status).toBe(400);
  });
});

describe('request log, tags and cookies', () => {
  it('pages and sorts the request log', async () => {
    const { pg, db, audit, run, page } = subject();
    const { detail } = pageWithDetail(db, audit.id, run.id, page.id)!;
    const answer = await call('GET', `${pg}/request-log?size=50&sortBy=load_time&sortDesc=true`);
    expect(answer.body.metadata.pagination.totalCount).toBe(detail.requests.length);
    const times = answer.body.requests.map((r: Json) => r.loadTime as number);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await call('GET', `${pg}/request-log?size=20`)).status).toBe(400);
  });

  it('agrees on cookies between the cookie list, tags and initiators', async () => {
    const { pg } = subject();
    const cookies = (await call('GET', `${pg}/cookies?getOrigins=true`)).body;
    const byRequest = (await call('GET', `${pg}/initiators/cookies`)).body.requests as Json[];
    const setByRequests = byRequest.reduce((sum, r) => sum + r.cookies.length, 0);
    expect(cookies.cookies).toHaveLength(setByRequests);
    const tags = (await call('GET', `${pg}/tags?getInsights=true`)).body;
    expect(tags.pageTagInsights.noOfUniqueTags).toBe(tags.pageTags.length);
    const tagCookies = tags.pageTags.flatMap((tag: Json) => tag.relatedCookies);
    expect(tagCookies.length).toBe(
      cookies.cookies.filter((c: Json) => c.changes[0].initiators[0].tagId).length,
    );
  });
});

describe('trends and errors', () => {
  it('answers trends over days, and 400 with a report for an unknown trend name', async () => {
    const { audit, page, pg } = subject();
    const trend = await call(
      'GET',
      `/v3/web-audits/${audit.id}/pages/${page.id}/insight-trends/pageLoadTime?day=90`,
    );
    expect(trend.status).toBe(200);
    expect(trend.body.length).toBeGreaterThan(0);
    const bad = await call(
      'GET',
      `/v3/web-audits/${audit.id}/pages/${page.id}/insight-trends/pageWeight?day=30`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.validationReport.issues[0].path).toEqual(['trendName']);
    const vital = await call(
      'GET',
      `/v3/web-audits/${audit.id}/pages/${page.id}/trends/web-vitals/bogus?days=30`,
    );
    expect(vital.status).toBe(400);
    expect((await call('GET', `${pg}/sparklines?days=400`)).status).toBe(400);
    const runs = (await call('GET', `${pg}/trends/web-vitals`)).body.runs as Json[];
    expect(runs.at(-1).runId).toBe(subject().run.id);
  });

  it('answers 404 naming the unknown audit, run or page', async () => {
    const { audit, run, page } = subject();
    const unknownPage = await call('GET', `/v3/web-audits/${audit.id}/runs/${run.id}/pages/nope/info`);
    expect(unknownPage.status).toBe(404);
    expect(unknownPage.body.message).toBe('Page nope was not found');
    const unknownRun = await call('GET', `/v3/web-audits/${audit.id}/runs/1/pages/${page.id}/tags`);
    expect(unknownRun.body.message).toBe('Run 1 was not found');
    const unknownAudit = await call(
      'POST',
      `/v3/web-audits/999999/runs/${run.id}/pages/${page.id}/initiators`,
      {},
    );
    expect(unknownAudit.status).toBe(404);
    expect((await call('GET', `/v3/web-audits/${audit.id}/pages/nope/insight-trends/pageSize`)).status).toBe(
      404,
    );
  });

  it('summarises the rule results of the audit on the page', async () => {
    const { audit, run, page } = subject();
    const answer = await call(
      'GET',
      `/v2/web-audits/${audit.id}/runs/${run.id}/pages/${page.id}/rule-results`,
    );
    const { results, summary } = answer.body;
    expect(summary.totalNoOfRulesApplied).toBe(summary.totalNoOfRulesPassed + summary.totalNoOfRulesFailed);
    expect(results).toHaveLength(summary.totalNoOfRulesApplied + summary.totalNoOfRulesNotApplied);
  });
});
