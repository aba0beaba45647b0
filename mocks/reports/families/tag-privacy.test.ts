// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tagAccount, vendorById } from '../../db/run-data';
import { runVendors } from '../../db/run-data/run-level';
import { freezeAuditSnapshots, reprocessRun } from '../../db/consent-snapshots';
import { SEED_DAY } from '../../lib/test-clock';
import { privacyTestMock } from './shared/privacy-harness';
import { expectTrendsAgree } from './shared/trend-checks';

const { mock, call, privacyRun } = privacyTestMock();

/** The seeded categories written out by hand: tag management, consent and analytics approved, ads not. */
const APPROVED = [100, 101, 103, 104, 109];
const UNAPPROVED = [102, 105, 107, 111];
const expectedStatus = (tagId: number) =>
  APPROVED.includes(tagId) ? 'approved' : UNAPPROVED.includes(tagId) ? 'unapproved' : undefined;

describe('tag privacy', () => {
  it('classifies the tags that fired by the audit’s consent categories', async () => {
    const { auditId, runId, data } = privacyRun();
    const { status, body } = await call('tag-privacy', 'summary', { auditId, runId });
    expect(status).toBe(200);
    const fired = runVendors(data).map((vendor) => vendor.tagId);
    const approved = fired.filter((tagId) => APPROVED.includes(tagId)).length;
    const unapproved = fired.filter((tagId) => UNAPPROVED.includes(tagId)).length;
    expect(unapproved).toBeGreaterThan(0);
    expect(body).toMatchObject({
      totalPageCount: data.pages.length,
      filteredPageCount: data.pages.length,
      totalUniqueTagCount: fired.length,
      filteredUniqueTagCount: fired.length,
      totalApprovedTagCount: approved,
      filteredApprovedTagCount: approved,
      totalUnapprovedTagCount: unapproved,
      filteredUnapprovedTagCount: unapproved,
      runHasNoConsentCategoriesAssigned: false,
    });
    const withUnapproved = data.pages.filter((page) =>
      page.vendors.some((vendor) => UNAPPROVED.includes(vendor.tagId)),
    ).length;
    expect(body.filteredPageWithUnapprovedTagCount).toBe(withUnapproved);
  });

  it('lists each tag and account with its status and the pages it fired on', async () => {
    const { auditId, runId, data } = privacyRun();
    const { body } = await call('tag-privacy', 'compliance', { auditId, runId });
    expect(body.tags).toHaveLength(runVendors(data).length);
    for (const row of body.tags) {
      expect(row.tagAccount).toBe(tagAccount(auditId, vendorById(row.tagId)!));
      expect(row.consentCategoryComplianceStatus).toBe(expectedStatus(row.tagId));
      const pages = data.pages.filter((page) => page.vendors.some((v) => v.tagId === row.tagId)).length;
      expect(row.filteredPageCount).toBe(pages);
    }
  });

  it('drills from the summary to the unapproved tags, their pages and one tag’s pages', async () => {
    const { auditId, runId, data } = privacyRun();
    const filter = { consentCategoryComplianceStatus: 'unapproved' };
    const summary = (await call('tag-privacy', 'summary', { auditId, runId })).body;
    const tags = await call('tag-privacy', 'compliance', { auditId, runId, body: filter });
    expect(tags.body.metadata.pagination.totalCount).toBe(summary.filteredUnapprovedTagCount);
    const pages = await call('tag-privacy', 'pages', { auditId, runId, body: filter, query: { size: 500 } });
    expect(pages.body.metadata.pagination.totalCount).toBe(summary.filteredPageWithUnapprovedTagCount);
    for (const row of pages.body.pages) {
      const page = data.byId.get(row.pageId)!;
      const requests = page.vendors
        .filter((vendor) => UNAPPROVED.includes(vendor.tagId))
        .reduce((sum, vendor) => sum + (page.duplicateTagIds.includes(vendor.tagId) ? 2 : 1), 0);
      expect(row.tagRequestCount).toBe(requests);
    }
    const row = tags.body.tags[0];
    const tagPages = await call('tag-privacy', 'tagPages', {
      auditId,
      runId,
      body: { tagId: row.tagId, tagAccount: row.tagAccount },
    });
    expect(tagPages.body.metadata.pagination.totalCount).toBe(row.filteredPageCount);
    const otherAccount = await call('tag-privacy', 'tagPages', {
      auditId,
      runId,
      body: { tagId: row.tagId, tagAccount: 'not-this-account' },
    });
    expect(otherAccount.body.metadata.pagination.totalCount).toBe(0);
  });

  it('filters by primary tags, category and page', async () => {
    const { auditId, runId, data } = privacyRun();
    const primary = await call('tag-privacy', 'summary', { auditId, runId, body: { primaryTagsOnly: true } });
    const primaryCategories = ['Analytics', 'Tag Management'];
    expect(primary.body.filteredUniqueTagCount).toBe(
      runVendors(data).filter((vendor) => primaryCategories.includes(vendor.category)).length,
    );
    const categories = mock.ref.current.auditConsentCategories.get(auditId)!;
    const analytics = await call('tag-privacy', 'compliance', {
      auditId,
      runId,
      body: { consentCategoryId: categories[1] },
    });
    for (const row of analytics.body.tags) expect([101, 103, 104]).toContain(row.tagId);
    const broken = await call('tag-privacy', 'summary', {
      auditId,
      runId,
      body: { combinedPageStatusCode: 'broken' },
    });
    expect(broken.body.filteredPageCount).toBe(data.pages.filter((page) => page.statusCode >= 400).length);
  });

  it('keeps the categories a run was checked against; a reprocess applies the audit’s current ones', async () => {
    const { auditId, runId, data } = privacyRun();
    const db = mock.ref.current;
    const before = await call('tag-privacy', 'summary', { auditId, runId });
    // The audit's categories change (the handlers freeze every run's snapshot first, as here).
    freezeAuditSnapshots(db, auditId);
    const [, , advertising] = db.auditConsentCategories.get(auditId)!;
    db.auditConsentCategories.set(auditId, [advertising!]);
    const unchanged = await call('tag-privacy', 'summary', { auditId, runId });
    expect(unchanged.body).toEqual(before.body);

    reprocessRun(db, auditId, runId, new Date(SEED_DAY).toISOString());
    const { body } = await call('tag-privacy', 'summary', { auditId, runId });
    expect(body.totalApprovedTagCount).toBe(0);
    expect(body.totalUnapprovedTagCount).toBe(
      runVendors(data).filter((vendor) => UNAPPROVED.includes(vendor.tagId)).length,
    );
    db.auditConsentCategories.set(auditId, []);
    reprocessRun(db, auditId, runId, new Date(SEED_DAY).toISOString());
    const none = await call('tag-privacy', 'summary', { auditId, runId });
    expect(none.body.runHasNoConsentCategoriesAssigned).toBe(true);
  });

  it('sorts and pages the page list on the server', async () => {
    const { auditId, runId, data } = privacyRun();
    const { body } = await call('tag-privacy', 'pages', {
      auditId,
      runId,
      query: { sortBy: 'tag_count', sortDesc: true, size: 5 },
    });
    const requests = data.pages
      .map((page) => page.vendors.length + page.duplicateTagIds.length)
      .sort((a, b) => b - a);
    expect(body.pages.map((row: { tagRequestCount: number }) => row.tagRequestCount)).toEqual(
      requests.slice(0, 5),
    );
    expect(body.metadata.pagination.totalCount).toBe(data.pages.length);
  });

  it('trends run-relative and over the last days agree for the same run', async () => {
    const { auditId, runId } = privacyRun();
    await expectTrendsAgree(
      call,
      'tag-privacy',
      { auditId, runId },
      { approved_tags: 'totalApprovedTagCount' },
    );
  });

  it('rejects a bad body and a tag-pages call without its tag and account with 400', async () => {
    const { auditId, runId } = privacyRun();
    expect((await call('tag-privacy', 'summary', { auditId, runId, body: { tagId: 'ga' } })).status).toBe(
      400,
    );
    expect((await call('tag-privacy', 'tagPages', { auditId, runId, body: { tagId: 101 } })).status).toBe(
      400,
    );
  });
});
