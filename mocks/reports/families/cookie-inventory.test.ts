// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageCookieKeys, pageWithDetail } from '../../db/run-data';
import { runCookies } from '../../db/run-data/run-level';
import { reportTestMock } from '../test-harness';
import { expectTrendsAgree } from './shared/trend-checks';

const { mock, call, completedRun } = reportTestMock();

interface CookieRow {
  name: string;
  domain: string;
  partyType: string;
  expirationType: string;
  sameSite?: string;
  secure: boolean;
  httpOnly: boolean;
  averageSize: number;
  filteredPageCount: number;
  initiatorTagIds: number[];
}

const undotted = (domain: string) => domain.replace(/^\./, '');
const keyOf = (cookie: { name: string; domain: string }) => `${cookie.name} ${undotted(cookie.domain)}`;

describe('cookie inventory', () => {
  it('lists exactly the run’s cookies, each on the pages that ended up with it', async () => {
    const { auditId, runId, data } = completedRun();
    const summary = await call('cookie-inventory', 'summary', { auditId, runId });
    expect(summary.status).toBe(200);
    expect(summary.body.totalUniqueCookieCount).toBe(runCookies(data).length);
    expect(summary.body.filteredUniqueCookieCount).toBe(runCookies(data).length);
    expect(summary.body.filteredPageCount).toBe(data.pages.length);
    const { body } = await call('cookie-inventory', 'cookies', { auditId, runId, query: { size: 1000 } });
    const rows = body.cookies as CookieRow[];
    expect(rows.map(keyOf).sort()).toEqual(runCookies(data).map(keyOf).sort());
    for (const row of rows) {
      const pages = data.pages.filter((page) =>
        pageCookieKeys(data.site, page).some((key) => keyOf(key) === keyOf(row)),
      ).length;
      expect(row.filteredPageCount).toBe(pages);
    }
    const domains = new Set(runCookies(data).map((cookie) => undotted(cookie.domain)));
    expect(summary.body.totalUniqueCookieDomainCount).toBe(domains.size);
  });

  it('gives each cookie the attributes its page details show', async () => {
    const { auditId, runId, data } = completedRun();
    const { body } = await call('cookie-inventory', 'cookies', { auditId, runId, query: { size: 1000 } });
    const rows = new Map((body.cookies as CookieRow[]).map((row) => [keyOf(row), row]));
    const page = data.pages.find((candidate) => candidate.vendors.length > 3)!;
    const detail = pageWithDetail(mock.ref.current, auditId, runId, page.id)!.detail;
    for (const cookie of detail.cookies) {
      const row = rows.get(keyOf(cookie))!;
      expect(row).toMatchObject({
        partyType: cookie.partyType,
        secure: cookie.secure,
        httpOnly: cookie.httpOnly,
        sameSite: cookie.sameSite,
        averageSize: cookie.size,
        expirationType: cookie.expiresInDays ? 'timestamp' : 'session',
        initiatorTagIds: cookie.tagId === undefined ? [] : [cookie.tagId],
      });
    }
  });

  it('drills from the party counts and domains to lists of the same size', async () => {
    const { auditId, runId } = completedRun();
    const { body: summary } = await call('cookie-inventory', 'summary', { auditId, runId });
    const count = async (op: string, body: object) =>
      (await call('cookie-inventory', op, { auditId, runId, body })).body.metadata.pagination.totalCount;
    expect(await count('cookies', { partyType: '1st_party' })).toBe(summary.filteredFirstPartyCookieCount);
    expect(await count('cookies', { partyType: '3rd_party' })).toBe(summary.filteredThirdPartyCookieCount);
    expect(await count('cookies', { allThirdPartyCookies: true, partyType: '1st_party' })).toBe(
      summary.filteredThirdPartyCookieCount,
    );
    expect(summary.filteredThirdPartyCookieCount).toBeGreaterThan(0);
    expect(summary.filteredFirstPartyCookieCount + summary.filteredThirdPartyCookieCount).toBe(
      summary.filteredUniqueCookieCount,
    );
    expect(await count('domains', {})).toBe(summary.filteredUniqueCookieDomainCount);
    expect(await count('cookies', { sameSite: 'Empty' })).toBe(summary.filteredSameSiteEmptyCookieCount);
    expect(await count('cookies', { secure: false })).toBe(summary.filteredNonSecureCookieCount);
    expect(await count('pages', {})).toBe(summary.filteredPageCount);
  });

  it('filters by cookie name and page URL; the pages of one cookie match its row', async () => {
    const { auditId, runId, data } = completedRun();
    const section = new URL(data.pages[2]!.url).pathname.split('/')[1]!;
    const body = {
      pageUrl: { filterType: 'contains', filterValue: section },
      cookieName: { filterType: 'contains', filterValue: '_' },
    };
    const summary = await call('cookie-inventory', 'summary', { auditId, runId, body });
    const pages = data.pages.filter((page) => page.url.includes(section));
    const expected = new Set(
      pages.flatMap((page) =>
        pageCookieKeys(data.site, page)
          .filter((key) => key.name.includes('_'))
          .map(keyOf),
      ),
    );
    expect(summary.body.filteredUniqueCookieCount).toBe(expected.size);
    expect(summary.body.totalUniqueCookieCount).toBe(runCookies(data).length);
    const cookies = await call('cookie-inventory', 'cookies', { auditId, runId, body });
    const row = (cookies.body.cookies as CookieRow[])[0]!;
    const { name, domain, partyType, expirationType, secure, httpOnly } = row;
    const cookiePages = await call('cookie-inventory', 'cookiePages', {
      auditId,
      runId,
      body: { pageUrl: body.pageUrl, cookie: { name, domain, partyType, expirationType, secure, httpOnly } },
    });
    expect(cookiePages.body.metadata.pagination.totalCount).toBe(row.filteredPageCount);
    expect(cookiePages.body.pages[0].totalCookieSize).toBe(row.averageSize);
    const unknown = await call('cookie-inventory', 'cookiePages', {
      auditId,
      runId,
      body: { cookie: { name: 'nope', domain, partyType, expirationType, secure, httpOnly } },
    });
    expect(unknown.body.metadata.pagination.totalCount).toBe(0);
  });

  it('filters by the tag that set a cookie', async () => {
    const { auditId, runId, data } = completedRun();
    const vendor = data.pages.flatMap((page) => page.vendors).find((v) => v.cookies.length > 0)!;
    const { body } = await call('cookie-inventory', 'cookies', {
      auditId,
      runId,
      body: { tagId: vendor.tagId },
    });
    expect((body.cookies as CookieRow[]).map((row) => row.name).sort()).toEqual(
      vendor.cookies.map((cookie) => cookie.name).sort(),
    );
  });

  it('sorts and pages the page list on the server', async () => {
    const { auditId, runId, data } = completedRun();
    const { body } = await call('cookie-inventory', 'pages', {
      auditId,
      runId,
      query: { sortBy: 'cookie_count', sortDesc: true, size: 5 },
    });
    const counts = data.pages
      .map((page) => pageCookieKeys(data.site, page).length)
      .sort((a, b) => b - a)
      .slice(0, 5);
    expect(body.pages.map((page: { cookieCount: number }) => page.cookieCount)).toEqual(counts);
    const byName = await call('cookie-inventory', 'cookies', {
      auditId,
      runId,
      query: { sortBy: 'name', size: 3 },
    });
    const names = runCookies(data)
      .map((cookie) => cookie.name)
      .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
      .slice(0, 3);
    expect(byName.body.cookies.map((cookie: CookieRow) => cookie.name)).toEqual(names);
  });

  it('trends run-relative and over the last days agree for the same run', async () => {
    const { auditId, runId, data } = completedRun();
    const last = await expectTrendsAgree(
      call,
      'cookie-inventory',
      { auditId, runId },
      { third_party: 'totalThirdPartyCookieCount' },
    );
    expect(last.totalUniqueCookieCount).toBe(runCookies(data).length);
  });

  it('rejects a bad party type and a cookie-pages request without its cookie with 400', async () => {
    const { auditId, runId } = completedRun();
    const party = await call('cookie-inventory', 'summary', {
      auditId,
      runId,
      body: { partyType: '4th_party' },
    });
    expect(party.status).toBe(400);
    expect(party.body.validationReport).toBeDefined();
    expect((await call('cookie-inventory', 'cookiePages', { auditId, runId, body: {} })).status).toBe(400);
  });
});
