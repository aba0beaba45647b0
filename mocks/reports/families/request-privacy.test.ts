// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageWithDetail } from '../../db/run-data';
import { runCountries, runRequestHosts } from '../../db/run-data/run-level';
import { privacyTestMock } from './shared/privacy-harness';
import { expectTrendsAgree } from './shared/trend-checks';

const { mock, call, privacyRun } = privacyTestMock();

/** The seeded categories written out by hand: consent and analytics hosts approved, social ones not. */
function expectedStatus(host: string) {
  if (['www.facebook.com', 'analytics.tiktok.com'].includes(host)) return 'unapproved';
  if (['cdn.cookielaw.org', 'acme.sc.omtrdc.net'].includes(host) || /google-analytics\.com$/.test(host))
    return 'approved';
  return undefined;
}

/** Every request of the run's pages from their full detail, by host. */
function requestsByHost(auditId: number, runId: number, pageIds: string[]) {
  const byHost = new Map<string, { requests: number; pages: number }>();
  for (const pageId of pageIds) {
    const { detail } = pageWithDetail(mock.ref.current, auditId, runId, pageId)!;
    const hosts = new Set<string>();
    for (const request of detail.requests) {
      const entry = byHost.get(request.host) ?? { requests: 0, pages: 0 };
      entry.requests += 1;
      if (!hosts.has(request.host)) entry.pages += 1;
      hosts.add(request.host);
      byHost.set(request.host, entry);
    }
  }
  return byHost;
}

describe('request privacy', () => {
  it('counts the requests of every page as the page details record them', async () => {
    const { auditId, runId, data } = privacyRun();
    const byHost = requestsByHost(
      auditId,
      runId,
      data.pages.map((page) => page.id),
    );
    const { body } = await call('request-privacy', 'summary', { auditId, runId });
    const all = [...byHost.values()].reduce((sum, entry) => sum + entry.requests, 0);
    const statusTotal = (status: string) =>
      [...byHost]
        .filter(([host]) => expectedStatus(host) === status)
        .reduce((sum, [, e]) => sum + e.requests, 0);
    const statusHosts = (status: string) =>
      [...byHost.keys()].filter((host) => expectedStatus(host) === status);
    expect(statusHosts('unapproved').length).toBeGreaterThan(0);
    expect(body).toMatchObject({
      totalPageCount: data.pages.length,
      filteredPageCount: data.pages.length,
      totalRequestCount: all,
      filteredRequestCount: all,
      filteredUniqueRequestDomainCount: runRequestHosts(data).length,
      filteredUniqueRequestGeoCount: runCountries(data).length,
      totalApprovedRequestCount: statusTotal('approved'),
      totalUnapprovedRequestCount: statusTotal('unapproved'),
      totalUniqueApprovedRequestDomainCount: statusHosts('approved').length,
      totalUniqueUnapprovedRequestDomainCount: statusHosts('unapproved').length,
      filteredUniqueUnapprovedRequestDomainCount: statusHosts('unapproved').length,
      runHasNoConsentCategoriesAssigned: false,
    });
    const compliance = await call('request-privacy', 'compliance', { auditId, runId });
    for (const row of compliance.body.requests) {
      expect(row.requestCount).toBe(byHost.get(row.requestDomain)!.requests);
      expect(row.filteredPageCount).toBe(byHost.get(row.requestDomain)!.pages);
      expect(row.consentCategoryComplianceStatus).toBe(expectedStatus(row.requestDomain));
    }
  });

  it('locates requests by the site’s and the vendors’ countries', async () => {
    const { auditId, runId, data } = privacyRun();
    const { body } = await call('request-privacy', 'locations', { auditId, runId });
    const codes = body.locations.map(
      (row: { requestGeo: { countryCode: string } }) => row.requestGeo.countryCode,
    );
    expect([...codes].sort()).toEqual(
      runCountries(data)
        .map((country) => country.code)
        .sort(),
    );
    const summary = (await call('request-privacy', 'summary', { auditId, runId })).body;
    const total = body.locations.reduce(
      (sum: number, row: { requestCount: number }) => sum + row.requestCount,
      0,
    );
    expect(total).toBe(summary.totalRequestCount);
    const ireland = body.locations.find(
      (row: { requestGeo: { countryCode: string } }) => row.requestGeo.countryCode === 'IE',
    );
    if (ireland) expect(ireland.status).toBe('unapproved');
  });

  it('drills from the summary to unapproved domains, their pages and one domain’s pages', async () => {
    const { auditId, runId } = privacyRun();
    const filter = { consentCategoryComplianceStatus: 'unapproved' };
    const summary = (await call('request-privacy', 'summary', { auditId, runId })).body;
    const domains = await call('request-privacy', 'compliance', { auditId, runId, body: filter });
    expect(domains.body.metadata.pagination.totalCount).toBe(
      summary.filteredUniqueUnapprovedRequestDomainCount,
    );
    const pages = await call('request-privacy', 'pages', {
      auditId,
      runId,
      body: filter,
      query: { size: 500 },
    });
    expect(pages.body.metadata.pagination.totalCount).toBe(summary.filteredPageWithUnapprovedRequestCount);
    const requests = pages.body.pages.reduce(
      (sum: number, row: { requestCount: number }) => sum + row.requestCount,
      0,
    );
    expect(requests).toBe(summary.totalUnapprovedRequestCount);
    const row = domains.body.requests[0];
    const domainPages = await call('request-privacy', 'requestPages', {
      auditId,
      runId,
      body: { requestDomain: row.requestDomain, countryCode: row.requestGeo.countryCode },
      query: { size: 500 },
    });
    expect(domainPages.body.metadata.pagination.totalCount).toBe(row.filteredPageCount);
    const sum = domainPages.body.pages.reduce(
      (acc: number, page: { requestCount: number }) => acc + page.requestCount,
      0,
    );
    expect(sum).toBe(row.requestCount);
  });

  it('filters by domain, country and page', async () => {
    const { auditId, runId, data } = privacyRun();
    const site = await call('request-privacy', 'summary', {
      auditId,
      runId,
      body: { requestDomain: data.site.host.toUpperCase() },
    });
    expect(site.body.filteredUniqueRequestDomainCount).toBe(1);
    expect(site.body.filteredPageCount).toBe(data.pages.length);
    const country = runCountries(data).at(-1)!;
    const located = await call('request-privacy', 'compliance', {
      auditId,
      runId,
      body: { countryCode: country.code },
    });
    expect(located.body.requests.length).toBeGreaterThan(0);
    for (const row of located.body.requests) expect(row.requestGeo.countryCode).toBe(country.code);
    const ok = await call('request-privacy', 'summary', {
      auditId,
      runId,
      body: { finalPageStatusCode: { filterType: 'specific', filterValue: 200, negated: false } },
    });
    expect(ok.body.filteredPageCount).toBe(data.pages.filter((page) => page.statusCode === 200).length);
  });

  it('sorts and pages the compliance list on the server', async () => {
    const { auditId, runId } = privacyRun();
    const all = (await call('request-privacy', 'compliance', { auditId, runId })).body.requests;
    const { body } = await call('request-privacy', 'compliance', {
      auditId,
      runId,
      query: { sortBy: 'request_count', sortDesc: true, size: 2 },
    });
    const counts = all
      .map((row: { requestCount: number }) => row.requestCount)
      .sort((a: number, b: number) => b - a);
    expect(body.requests.map((row: { requestCount: number }) => row.requestCount)).toEqual(
      counts.slice(0, 2),
    );
    const byDomain = await call('request-privacy', 'compliance', {
      auditId,
      runId,
      query: { sortBy: 'domain' },
    });
    const names = byDomain.body.requests.map((row: { requestDomain: string }) => row.requestDomain);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('trends run-relative and over the last days agree for the same run', async () => {
    const { auditId, runId } = privacyRun();
    const summary = (await call('request-privacy', 'summary', { auditId, runId })).body;
    const last = await expectTrendsAgree(
      call,
      'request-privacy',
      { auditId, runId },
      { unapproved_requests: 'totalUnapprovedRequestCount' },
    );
    expect(last.totalRequestCount).toBe(summary.totalRequestCount);
  });

  it('rejects a bad body and request-pages without a domain with 400', async () => {
    const { auditId, runId } = privacyRun();
    expect(
      (await call('request-privacy', 'summary', { auditId, runId, body: { countryCode: 840 } })).status,
    ).toBe(400);
    expect((await call('request-privacy', 'requestPages', { auditId, runId, body: {} })).status).toBe(400);
  });
});
