// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageWithDetail, tagAccount, vendorById } from '../../db/run-data';
import { runVendors } from '../../db/run-data/run-level';
import { reportTestMock } from '../test-harness';
import { dayTrendValue } from './shared/trend-checks';

const { mock, call, completedRun } = reportTestMock();

interface TagRow {
  tagId: number;
  tagName: string;
  tagAccounts: Array<{ tagAccount: string; totalPageCount: number; totalVariableCount: number }>;
}
interface VariableRow {
  variableName: string;
  uniqueValueCount: number;
  variableSetPageCount: number;
  variableNotSetPageCount: number;
}

const ADOBE_ANALYTICS = 103;
const GA4 = 101;

describe('variable inventory', () => {
  it('counts the tags, their requests and the variables they sent', async () => {
    const { auditId, runId, data } = completedRun();
    const { status, body } = await call('variable-inventory', 'summary', { auditId, runId });
    expect(status).toBe(200);
    const fired = runVendors(data);
    const instances = data.pages.reduce(
      (sum, page) => sum + page.vendors.length + page.duplicateTagIds.length,
      0,
    );
    // Every variable of a tag that fired is set on some page of a 100-page run.
    const names = fired.reduce((sum, vendor) => sum + Object.keys(vendor.variables).length, 0);
    expect(body).toMatchObject({
      totalPageCount: data.pages.length,
      filteredPageCount: data.pages.length,
      filteredUniqueTagCount: fired.length,
      totalTagInstanceCount: instances,
      filteredTagInstanceCount: instances,
      totalUniqueVariableNameCount: names,
      filteredUniqueVariableNameCount: names,
    });
    expect(body.filteredUniqueVariableValueCount).toBe(body.totalUniqueVariableValueCount);
    expect(body.totalUniqueVariableValueCount).toBeGreaterThan(names);
  });

  it('narrows to one tag and its pages', async () => {
    const { auditId, runId, data } = completedRun();
    const { body } = await call('variable-inventory', 'summary', {
      auditId,
      runId,
      body: { tagId: ADOBE_ANALYTICS },
    });
    const pages = data.pages.filter((page) =>
      page.vendors.some((vendor) => vendor.tagId === ADOBE_ANALYTICS),
    );
    const adobe = vendorById(ADOBE_ANALYTICS)!;
    expect(body).toMatchObject({
      totalPageCount: data.pages.length,
      filteredPageCount: pages.length,
      filteredUniqueTagCount: 1,
      filteredTagInstanceCount:
        pages.length + pages.filter((page) => page.duplicateTagIds.includes(103)).length,
      filteredUniqueVariableNameCount: Object.keys(adobe.variables).length,
    });
    const filtered = await call('variable-inventory', 'summary', {
      auditId,
      runId,
      body: { pageLoadTime: { min: 3000 }, primaryTagsOnly: true },
    });
    const slow = data.pages.filter(
      (page) =>
        page.loadTime >= 3000 &&
        page.vendors.some(
          (vendor) => vendor.category === 'Analytics' || vendor.category === 'Tag Management',
        ),
    );
    expect(filtered.body.filteredPageCount).toBe(slow.length);
  });

  it('lists each tag account with its pages, and its variables add up to them', async () => {
    const { auditId, runId, data } = completedRun();
    const { body } = await call('variable-inventory', 'tags', { auditId, runId });
    const tags: TagRow[] = body.tags;
    expect(tags.map((tag) => tag.tagId)).toEqual(runVendors(data).map((vendor) => vendor.tagId));
    for (const tag of tags) {
      const [account] = tag.tagAccounts;
      expect(account!.tagAccount).toBe(tagAccount(auditId, vendorById(tag.tagId)!));
      const present = data.pages.filter((page) => page.vendors.some((vendor) => vendor.tagId === tag.tagId));
      expect(account!.totalPageCount).toBe(present.length);
      const variables: VariableRow[] = (
        await call('variable-inventory', 'tagAccountVariables', {
          auditId,
          runId,
          body: { tagId: tag.tagId, tagAccount: account!.tagAccount },
        })
      ).body.variables;
      expect(variables).toHaveLength(account!.totalVariableCount);
      for (const variable of variables)
        expect(variable.variableSetPageCount + variable.variableNotSetPageCount).toBe(present.length);
      const counts = variables.map((variable) => variable.variableSetPageCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
  });

  it('derives the variables the page detail derives: page name, document location, account', async () => {
    const { auditId, runId, data } = completedRun();
    const variablesOf = async (tagId: number) => {
      const { body } = await call('variable-inventory', 'tagAccountVariables', {
        auditId,
        runId,
        body: { tagId, tagAccount: tagAccount(auditId, vendorById(tagId)!) },
      });
      return new Map<string, VariableRow>(body.variables.map((row: VariableRow) => [row.variableName, row]));
    };
    const withTag = (tagId: number) =>
      data.pages.filter((page) => page.vendors.some((vendor) => vendor.tagId === tagId));
    const adobe = await variablesOf(ADOBE_ANALYTICS);
    expect(adobe.get('pageName')!.uniqueValueCount).toBe(
      new Set(withTag(103).map((page) => page.title)).size,
    );
    const ga4 = await variablesOf(GA4);
    expect(ga4.get('dl')!.uniqueValueCount).toBe(new Set(withTag(GA4).map((page) => page.url)).size);
    expect(ga4.get('en')!.uniqueValueCount).toBeLessThanOrEqual(vendorById(GA4)!.variables.en!.length);
    const page = withTag(103)[0]!;
    const detail = pageWithDetail(mock.ref.current, auditId, runId, page.id)!.detail;
    expect(detail.tags.find((tag) => tag.vendor.tagId === 103)!.variables.pageName).toBe(page.title);
  });

  it('pages the tag list on the server and answers no variables for an unknown account', async () => {
    const { auditId, runId, data } = completedRun();
    const { body } = await call('variable-inventory', 'tags', {
      auditId,
      runId,
      query: { size: 2, page: 1 },
    });
    expect(body.metadata.pagination).toMatchObject({
      totalCount: runVendors(data).length,
      currentPageNumber: 1,
    });
    expect(body.tags.map((tag: TagRow) => tag.tagId)).toEqual(
      runVendors(data)
        .slice(2, 4)
        .map((vendor) => vendor.tagId),
    );
    const none = await call('variable-inventory', 'tagAccountVariables', {
      auditId,
      runId,
      body: { tagId: GA4, tagAccount: 'G-NOPE' },
    });
    expect(none.body.variables).toEqual([]);
  });

  it('rejects a body without the tag account with 400', async () => {
    const { auditId, runId } = completedRun();
    const missing = await call('variable-inventory', 'tagAccountVariables', {
      auditId,
      runId,
      body: { tagId: GA4 },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.validationReport).toBeDefined();
    const bad = await call('variable-inventory', 'summary', { auditId, runId, body: { tagId: 'ga4' } });
    expect(bad.status).toBe(400);
  });

  it('trends run-relative and over the last days agree for the same run', async () => {
    const { auditId, runId } = completedRun();
    const summary = (await call('variable-inventory', 'summary', { auditId, runId })).body;
    const last = (await call('variable-inventory', 'trends', { auditId, runId })).body.runs.at(-1);
    expect(last).toMatchObject({
      runId,
      totalUniqueTagCount: summary.filteredUniqueTagCount,
      totalTagInstanceCount: summary.totalTagInstanceCount,
      totalUniqueVariableNameCount: summary.totalUniqueVariableNameCount,
      totalUniqueVariableValueCount: summary.totalUniqueVariableValueCount,
    });
    const fields = {
      unique_tags: 'totalUniqueTagCount',
      tag_requests: 'totalTagInstanceCount',
      unique_variables: 'totalUniqueVariableNameCount',
      unique_values: 'totalUniqueVariableValueCount',
    } as const;
    for (const [trendName, field] of Object.entries(fields)) {
      expect(await dayTrendValue(call, 'variable-inventory', { auditId, runId }, trendName)).toBe(
        last[field],
      );
    }
  });
});
