// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageCookieKeys, type CookieKey } from '../../db/run-data';
import { runCookies } from '../../db/run-data/run-level';
import { privacyTestMock } from './shared/privacy-harness';
import { expectTrendsAgree } from './shared/trend-checks';

const { mock, call, privacyRun } = privacyTestMock();

const bare = (domain: string) => domain.replace(/^\./, '');

/** The seeded categories written out by hand: strictly necessary and analytics approved, ad networks not. */
function expectedStatus(cookie: CookieKey): 'approved' | 'unapproved' | undefined {
  if (['_fbp', '_ttp'].includes(cookie.name) || /(criteo|doubleclick)\.(com|net)$/i.test(bare(cookie.domain)))
    return 'unapproved';
  if (cookie.name === 'session_id' || /^(Optanon|_ga|s_cc|s_sq|AMCV_)/.test(cookie.name)) return 'approved';
  return undefined;
}

describe('cookie privacy', () => {
  it('classifies the run’s cookies by the audit’s consent categories', async () => {
    const { auditId, runId, data } = privacyRun();
    const { status, body } = await call('cookie-privacy', 'summary', { auditId, runId });
    expect(status).toBe(200);
    const cookies = runCookies(data);
    const approved = cookies.filter((cookie) => expectedStatus(cookie) === 'approved').length;
    const unapproved = cookies.filter((cookie) => expectedStatus(cookie) === 'unapproved').length;
    expect(unapproved).toBeGreaterThan(0);
    expect(body).toMatchObject({
      totalPageCount: data.pages.length,
      filteredPageCount: data.pages.length,
      totalUniqueCookieCount: cookies.length,
      filteredUniqueCookieCount: cookies.length,
      totalApprovedCookieCount: approved,
      filteredApprovedCookieCount: approved,
      totalUnapprovedCookieCount: unapproved,
      filteredUnapprovedCookieCount: unapproved,
      runHasNoConsentCategoriesAssigned: false,
    });
    const withUnapproved = data.pages.filter((page) =>
      pageCookieKeys(data.site, page).some((cookie) => expectedStatus(cookie) === 'unapproved'),
    ).length;
    expect(body.filteredPageWithUnapprovedCookieCount).toBe(withUnapproved);
  });

  it('lists each cookie with its status, deciding category and page count', async () => {
    const { auditId, runId, data } = privacyRun();
    const { body } = await call('cookie-privacy', 'compliance', { auditId, runId, query: { size: 1000 } });
    expect(body.cookies).toHaveLength(runCookies(data).length);
    for (const row of body.cookies) {
      expect(row.cookieDomain.startsWith('.')).toBe(false);
      expect(row.consentCategoryComplianceStatus).toBe(
        expectedStatus({ name: row.cookieName, domain: row.cookieDomain }),
      );
      if (row.consentCategoryComplianceStatus) {
        expect(
          row.consentCategories.map((c: { consentCategoryName: string }) => c.consentCategoryName),
        ).toContain(row.consentCategoryName);
      } else expect(row.consentCategories).toEqual([]);
      const pages = data.pages.filter((page) =>
        pageCookieKeys(data.site, page).some(
          (cookie) => cookie.name === row.cookieName && bare(cookie.domain) === row.cookieDomain,
        ),
      ).length;
      expect(row.filteredPageCount).toBe(pages);
    }
  });

  it('drills from the summary to the unapproved cookies, their pages and one cookie’s pages', async () => {
    const { auditId, runId } = privacyRun();
    const filter = { consentCategoryComplianceStatus: 'unapproved' };
    const summary = (await call('cookie-privacy', 'summary', { auditId, runId })).body;
    const cookies = await call('cookie-privacy', 'compliance', { auditId, runId, body: filter });
    expect(cookies.body.metadata.pagination.totalCount).toBe(summary.filteredUnapprovedCookieCount);
    const pages = await call('cookie-privacy', 'pages', { auditId, runId, body: filter });
    expect(pages.body.metadata.pagination.totalCount).toBe(summary.filteredPageWithUnapprovedCookieCount);
    const row = cookies.body.cookies[0];
    const cookiePages = await call('cookie-privacy', 'cookiePages', {
      auditId,
      runId,
      body: { cookie: { name: row.cookieName, domain: row.cookieDomain } },
    });
    expect(cookiePages.body.metadata.pagination.totalCount).toBe(row.filteredPageCount);
    const deprecated = await call('cookie-privacy', 'cookiePages', {
      auditId,
      runId,
      body: { cookieName: row.cookieName, cookieDomain: `.${row.cookieDomain}` },
    });
    expect(deprecated.body.metadata.pagination.totalCount).toBe(row.filteredPageCount);
  });

  it('filters by cookie name, by category and by page', async () => {
    const { auditId, runId, data } = privacyRun();
    const named = await call('cookie-privacy', 'summary', {
      auditId,
      runId,
      body: { cookieName: { filterType: 'contains', filterValue: '_GA' } },
    });
    const gaCookies = runCookies(data).filter((cookie) => cookie.name.toLowerCase().includes('_ga'));
    expect(named.body.filteredUniqueCookieCount).toBe(gaCookies.length);
    expect(named.body.filteredPageCount).toBe(
      data.pages.filter((page) => pageCookieKeys(data.site, page).some((c) => c.name.includes('_ga'))).length,
    );
    const others = await call('cookie-privacy', 'summary', {
      auditId,
      runId,
      body: { cookieName: { filterType: 'not_contains', filterValue: '_ga' } },
    });
    expect(others.body.filteredUniqueCookieCount).toBe(runCookies(data).length - gaCookies.length);
    const categories = mock.ref.current.auditConsentCategories.get(auditId)!;
    const necessary = await call('cookie-privacy', 'compliance', {
      auditId,
      runId,
      body: { consentCategoryId: categories[0] },
    });
    const names = necessary.body.cookies.map((row: { cookieName: string }) => row.cookieName);
    expect(names).toContain('session_id');
    expect(names.every((name: string) => name === 'session_id' || name.startsWith('Optanon'))).toBe(true);
    const slow = await call('cookie-privacy', 'pages', {
      auditId,
      runId,
      body: { pageLoadTime: { min: 3000 } },
    });
    expect(slow.body.metadata.pagination.totalCount).toBe(
      data.pages.filter((p) => p.loadTime >= 3000).length,
    );
  });

  it('leaves every cookie unknown when the audit has no consent categories', async () => {
    const { auditId, runId, data } = privacyRun();
    mock.ref.current.auditConsentCategories.set(auditId, []);
    const { body } = await call('cookie-privacy', 'summary', { auditId, runId });
    expect(body.runHasNoConsentCategoriesAssigned).toBe(true);
    expect(body.totalApprovedCookieCount + body.totalUnapprovedCookieCount).toBe(0);
    expect(body.totalUniqueCookieCount).toBe(runCookies(data).length);
    const rows = await call('cookie-privacy', 'compliance', { auditId, runId });
    expect(rows.body.cookies.every((row: object) => !('consentCategoryComplianceStatus' in row))).toBe(true);
  });

  it('sorts and pages the compliance list on the server', async () => {
    const { auditId, runId } = privacyRun();
    const all = (await call('cookie-privacy', 'compliance', { auditId, runId })).body.cookies;
    const { body } = await call('cookie-privacy', 'compliance', {
      auditId,
      runId,
      query: { sortBy: 'page_count', sortDesc: true, size: 3, page: 1 },
    });
    const counts = all
      .map((row: { filteredPageCount: number }) => row.filteredPageCount)
      .sort((a: number, b: number) => b - a);
    expect(body.cookies.map((row: { filteredPageCount: number }) => row.filteredPageCount)).toEqual(
      counts.slice(3, 6),
    );
    expect(body.metadata.pagination).toMatchObject({
      totalCount: all.length,
      pageSize: 3,
      currentPageNumber: 1,
    });
  });

  it('trends run-relative and over the last days agree for the same run', async () => {
    const { auditId, runId } = privacyRun();
    const summary = (await call('cookie-privacy', 'summary', { auditId, runId })).body;
    const last = await expectTrendsAgree(
      call,
      'cookie-privacy',
      { auditId, runId },
      { unapproved_cookies: 'totalUnapprovedCookieCount' },
    );
    expect(last.totalUnapprovedCookieCount).toBe(summary.totalUnapprovedCookieCount);
  });

  it('rejects a bad body and a cookie-pages call that names no cookie with 400', async () => {
    const { auditId, runId } = privacyRun();
    const bad = await call('cookie-privacy', 'summary', { auditId, runId, body: { cookieName: '_ga' } });
    expect(bad.status).toBe(400);
    const status = await call('cookie-privacy', 'compliance', {
      auditId,
      runId,
      body: { consentCategoryComplianceStatus: 'unknown' },
    });
    expect(status.status).toBe(400);
    const unnamed = await call('cookie-privacy', 'cookiePages', {
      auditId,
      runId,
      body: { cookieName: '_ga' },
    });
    expect(unnamed.status).toBe(400);
  });
});
