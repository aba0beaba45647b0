// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ANALYST_KEY } from '@/api/demo';
import type { RuleInput } from '@/api/rules/schemas';
import { liveAudits } from '../../db/views';
import { journeyStore } from '../../web-journeys/store';
import { mockCaller } from '../../lib/test-call';
import { valueMatches } from '../../db/run-data/rules';

// A started run completes at once, so a test can read the run that applied a new rule.
const { ref, server, call, reset } = mockCaller({ runTimeline: { queuedMs: 0, runningMs: 0 } });
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => reset());

/** A rule: GA4 with a page name variable must fire on product pages. */
const productRule: RuleInput = {
  name: 'GA4 page name on product pages',
  checkTimes: 1,
  matchAllFilters: true,
  recipients: ['qa@acme-outdoors.com'],
  labels: [{ id: 11 }],
  pageFilters: [{ type: 1, matchType: 'Contains', value: '/products' }],
  tags: [
    {
      tagId: 101,
      clause: 'Then',
      matchType: 'IsSet',
      variables: [{ variable: 'page_title', matchType: 'IsSet', selectorType: 'String' }],
    },
  ],
};

/** An audit whose latest run has completed with pages (so it can run again), and that run. */
function auditWithRun() {
  const db = ref.current;
  const audit = liveAudits(db).find((a) => {
    const latest = db.runs.get(a.id)?.[0];
    return latest?.completed && latest.totalUrl > 0;
  })!;
  return { auditId: audit.id, runId: db.runs.get(audit.id)![0]!.id };
}

/** Run the audit again: the new run applies the rules the audit has now. */
async function runAgain(auditId: number): Promise<number> {
  const started = await call('POST', `/v2/web-audits/${auditId}/runs`);
  expect(started.status).toBe(202);
  return started.body.id;
}

/** The rules a run's rule summary shows. */
const ruleResults = async (auditId: number, runId: number) =>
  (await call('POST', `/v3/web-audits/${auditId}/runs/${runId}/reports/rule-summary/rule-results`, {})).body
    .rules as Array<{ originalRuleId: number; ruleSnapshotId: number }>;

describe('rule library (POST /v3/rule-library)', () => {
  it('lists every rule with where it is used, filtered, sorted and paged', async () => {
    const db = ref.current;
    const all = await call('POST', '/v3/rule-library');
    expect(all.status).toBe(200);
    expect(all.body.paginationMetadata).toMatchObject({
      totalCount: db.rules.size,
      currentPageNumber: 0,
      pageSize: 50,
    });
    const first = db.rules.all()[0]!;
    const item = all.body.rules.find((rule: { id: number }) => rule.id === first.id);
    const audits = [...db.auditConfig.ruleIds].filter(([, ids]) => ids.includes(first.id)).length;
    const journeys = [...journeyStore(db).ruleIds.values()].filter((ids) => ids.includes(first.id)).length;
    expect(item).toMatchObject({
      name: first.name,
      ownedByUserId: first.createdBy,
      fromTemplate: first.fromTemplate,
    });
    expect(item.usage.auditCount).toBeLessThanOrEqual(audits);
    expect(item.usage.auditCount).toBeGreaterThan(0);
    expect(item.usage.webJourneyCount).toBe(journeys);

    const named = await call('POST', '/v3/rule-library', { ruleName: 'PIXEL' });
    expect(named.body.rules.map((rule: { name: string }) => rule.name)).toEqual([
      'No Meta Pixel before consent',
      'No TikTok Pixel on checkout pages',
    ]);
    const labelled = await call('POST', '/v3/rule-library', { labels: [13] });
    expect(labelled.body.rules.length).toBeGreaterThan(0);
    for (const rule of labelled.body.rules) expect(rule.labels).toContainEqual({ id: 13 });
    const templates = await call('POST', '/v3/rule-library', { fromTemplate: true });
    expect(templates.body.rules.every((rule: { fromTemplate: boolean }) => rule.fromTemplate)).toBe(true);

    const byAudits = await call('POST', '/v3/rule-library?sortBy=AUDITS&sortDesc=true');
    const counts = byAudits.body.rules.map(
      (rule: { usage: { auditCount: number } }) => rule.usage.auditCount,
    );
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await call('POST', '/v3/rule-library?size=10')).status).toBe(400);
    expect((await call('POST', '/v3/rule-library', { labels: ['GDPR'] })).status).toBe(400);
    expect((await call('POST', '/v3/rule-library', undefined, null)).status).toBe(401);
  });
});

describe('V2 rules', () => {
  it('creates a rule with numbered conditions that the library, previews and GET show', async () => {
    const created = await call('POST', '/v2/rules', productRule);
    expect(created.status).toBe(201);
    const rule = created.body;
    expect(rule).toMatchObject({
      name: productRule.name,
      accountId: 1,
      isDefaultRule: false,
      fromTemplate: false,
      labels: [{ id: 11, name: 'Production' }],
      recipients: ['qa@acme-outdoors.com'],
    });
    const [filter] = rule.pageFilters;
    const [tag] = rule.tags;
    expect(filter).toMatchObject({ ruleId: rule.id, type: 1, matchType: 'Contains', value: '/products' });
    expect(tag).toMatchObject({ ruleId: rule.id, tagId: 101, clause: 'Then' });
    expect(tag.variables[0]).toMatchObject({ ruleTagId: tag.id, variable: 'page_title' });
    const ids = [filter.id, tag.id, tag.variables[0].id];
    expect(new Set(ids).size).toBe(3);

    expect((await call('GET', `/v2/rules/${rule.id}`)).body).toEqual(rule);
    const previews = await call('GET', '/v2/rules/previews');
    expect(previews.body).toContainEqual({
      id: rule.id,
      name: rule.name,
      isDefaultRule: false,
      labels: rule.labels,
    });
    const library = await call('POST', '/v3/rule-library', { id: rule.id });
    expect(library.body.rules).toEqual([
      expect.objectContaining({
        id: rule.id,
        usage: { auditCount: 0, webJourneyCount: 0, appJourneyCount: 0 },
      }),
    ]);
  });

  it('refuses a duplicate name (409) and invalid conditions (400 naming the field)', async () => {
    const duplicate = await call('POST', '/v2/rules', { ...productRule, name: ' ga4 fires on every page ' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.validationReport.issues[0].path).toEqual(['name']);

    const badRegex = await call('POST', '/v2/rules', {
      ...productRule,
      tags: [{ tagId: 101, variables: [{ variable: 'pageName', matchType: 'Regex', value: '([' }] }],
    });
    expect(badRegex.status).toBe(400);
    expect(badRegex.body.validationReport.issues).toContainEqual(
      expect.objectContaining({ path: ['tags', '0', 'variables', '0', 'value'] }),
    );
    const notNumber = await call('POST', '/v2/rules', {
      ...productRule,
      pageFilters: [{ type: 2, matchType: 'Equals', value: 'ok' }],
    });
    expect(notNumber.body.validationReport.issues[0]).toMatchObject({
      path: ['pageFilters', '0', 'value'],
      message: 'Enter a number',
    });
    const unknownTag = await call('POST', '/v2/rules', { ...productRule, tags: [{ tagId: 9999 }] });
    expect(unknownTag.status).toBe(400);
    expect(unknownTag.body.validationReport.issues[0].path).toEqual(['tags', '0', 'tagId']);
    expect((await call('POST', '/v2/rules', { ...productRule, name: '' })).status).toBe(400);
    expect(ref.current.rules.all().some((rule) => rule.name === productRule.name)).toBe(false);
  });

  it('updates a rule: known conditions keep their ids, new ones get ids, dropped ones go', async () => {
    const rule = (await call('POST', '/v2/rules', productRule)).body;
    const tag = rule.tags[0];
    const updated = await call('PUT', `/v2/rules/${rule.id}`, {
      ...productRule,
      id: rule.id,
      name: 'GA4 on product and search pages',
      matchAllFilters: false,
      pageFilters: [
        { id: rule.pageFilters[0].id, type: 1, matchType: 'Contains', value: '/products' },
        { type: 1, matchType: 'Contains', value: '/search' },
      ],
      tags: [{ id: tag.id, tagId: 101, clause: 'Then', matchType: 'IsSet', variables: [] }],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.name).toBe('GA4 on product and search pages');
    expect(updated.body.pageFilters.map((filter: { id: number }) => filter.id)[0]).toBe(
      rule.pageFilters[0].id,
    );
    expect(updated.body.pageFilters[1].id).not.toBe(rule.pageFilters[0].id);
    expect(updated.body.tags).toEqual([expect.objectContaining({ id: tag.id, variables: [] })]);
    expect(updated.body.createdAt).toBe(rule.createdAt);
    expect((await call('PUT', '/v2/rules/999999', productRule)).status).toBe(404);
    expect((await call('GET', '/v2/rules/999999')).status).toBe(404);
  });

  it('deletes a rule from the library, the audits and the journeys that checked it', async () => {
    const db = ref.current;
    const ruleId = [...journeyStore(db).ruleIds.values()].flat()[0]!;
    const auditId = [...db.auditConfig.ruleIds].find(([, ids]) => ids.includes(ruleId))![0];
    expect((await call('DELETE', `/v2/rules/${ruleId}`)).status).toBe(204);
    expect((await call('GET', `/v2/rules/${ruleId}`)).status).toBe(404);
    const auditRules = await call('GET', `/v2/web-audits/${auditId}/rules`);
    expect(auditRules.body.map((rule: { id: number }) => rule.id)).not.toContain(ruleId);
    expect([...journeyStore(db).ruleIds.values()].flat()).not.toContain(ruleId);
    expect((await call('DELETE', `/v2/rules/${ruleId}`)).status).toBe(404);
  });

  it('lets an analyst manage rules too (the spec restricts none of them)', async () => {
    const created = await call('POST', '/v2/rules', productRule, DEMO_ANALYST_KEY);
    expect(created.status).toBe(201);
    expect(created.body.createdBy).toBe(ref.current.apiKeys.get(DEMO_ANALYST_KEY));
  });
});

describe('a new rule applied to an audit', () => {
  it('is evaluated in the rule summary of the next run, and its snapshots resolve to the original', async () => {
    const { auditId, runId: before } = auditWithRun();
    const rule = (await call('POST', '/v2/rules', productRule)).body;
    const existing = (await call('GET', `/v2/web-audits/${auditId}/rules`)).body.map(
      (r: { id: number }) => r.id,
    );
    expect((await call('PUT', `/v2/web-audits/${auditId}/rules`, [...existing, rule.id])).status).toBe(200);
    // A run recorded before keeps the rules it applied.
    const shownBefore = await ruleResults(auditId, before);
    expect(shownBefore.map((r) => r.originalRuleId)).toEqual(existing);
    const runId = await runAgain(auditId);
    const reports = `/v3/web-audits/${auditId}/runs/${runId}/reports/rule-summary`;
    const results = await call('POST', `${reports}/rule-results`, {});
    const item = results.body.rules.find((r: { originalRuleId: number }) => r.originalRuleId === rule.id);
    expect(item).toMatchObject({ name: productRule.name, hasEmailNotification: true });
    // Pages outside /products are not applied; product pages pass or fail on GA4 and its variable.
    expect(item.notAppliedRulePageCount).toBeGreaterThan(0);
    expect(item.passedRulePageCount + item.failedRulePageCount).toBeGreaterThan(0);

    const detail = (await call('POST', `${reports}/rule-results/${item.ruleSnapshotId}`, {})).body;
    expect(detail.pageFilters[0]).toMatchObject({ type: 1, matchType: 'Contains', value: '/products' });
    expect(detail.tags[0].variables[0]).toMatchObject({ variable: 'page_title', matchType: 'IsSet' });
    const snapshots = {
      [`/v2/rules/snapshots/${item.ruleSnapshotId}/original`]: 200,
      [`/v2/rules/snapshots/page-filters/${detail.pageFilters[0].pageFilterSnapshotId}/original`]: 200,
      [`/v2/rules/snapshots/tags/${detail.tags[0].ruleTagSnapshotId}/original`]: 200,
      [`/v2/rules/snapshots/tags/variables/${detail.tags[0].variables[0].ruleTagVariableSnapshotId}/original`]: 200,
      // A tag snapshot id is not a page filter snapshot, nor a variable one.
      [`/v2/rules/snapshots/page-filters/${detail.tags[0].ruleTagSnapshotId}/original`]: 404,
      [`/v2/rules/snapshots/tags/variables/${detail.tags[0].ruleTagSnapshotId}/original`]: 404,
      [`/v2/rules/snapshots/${item.ruleSnapshotId + 1_000_000}/original`]: 404,
    };
    for (const [path, status] of Object.entries(snapshots)) {
      const answer = await call('GET', path);
      expect(answer.status, path).toBe(status);
      if (status === 200) expect(answer.body).toEqual(rule);
    }
    // Taken off the audit, it stays in the run that applied it; deleted, its snapshots have no original.
    await call('PUT', `/v2/web-audits/${auditId}/rules`, existing);
    expect((await ruleResults(auditId, runId)).map((r) => r.originalRuleId)).toContain(rule.id);
    expect((await call('GET', `/v2/rules/snapshots/${item.ruleSnapshotId}/original`)).status).toBe(200);
    expect((await call('DELETE', `/v2/rules/${rule.id}`)).status).toBe(204);
    expect((await call('GET', `/v2/rules/snapshots/${item.ruleSnapshotId}/original`)).status).toBe(404);
  });

  it('follows its conditions: If tags and page filters decide where it applies', async () => {
    const { auditId } = auditWithRun();
    const summaryOf = async (input: RuleInput) => {
      const rule = (await call('POST', '/v2/rules', input)).body;
      await call('PUT', `/v2/web-audits/${auditId}/rules`, [rule.id]);
      const runId = await runAgain(auditId);
      const results = await call(
        'POST',
        `/v3/web-audits/${auditId}/runs/${runId}/reports/rule-summary/rule-results`,
        {},
      );
      return results.body.rules[0];
    };
    const everywhere = await summaryOf({
      name: 'GTM fires',
      checkTimes: 1,
      matchAllFilters: true,
      tags: [{ tagId: 100, matchType: 'IsSet' }],
    });
    expect(everywhere.notAppliedRulePageCount).toBe(0);
    const gtm = {
      checkTimes: 1,
      pageFilters: complementaryFilters(),
      tags: [{ tagId: 100, matchType: 'IsSet' as const }],
    };
    const both = await summaryOf({ ...gtm, name: 'Both filters', matchAllFilters: true });
    expect(both.passedRulePageCount + both.failedRulePageCount).toBe(0);
    const either = await summaryOf({ ...gtm, name: 'Either filter', matchAllFilters: false });
    expect(either.notAppliedRulePageCount).toBe(0);
    const ifTag = await summaryOf({
      name: 'GA4 wherever TikTok fires',
      checkTimes: 1,
      matchAllFilters: true,
      tags: [
        { tagId: 107, clause: 'If', matchType: 'IsSet' },
        { tagId: 101, clause: 'Then', matchType: 'IsSet' },
      ],
    });
    expect(ifTag.notAppliedRulePageCount).toBeGreaterThan(0);
  });
});

/** Two page filters of which every page passes exactly one. */
function complementaryFilters(): NonNullable<RuleInput['pageFilters']> {
  return [
    { type: 1, matchType: 'Contains', value: '/products' },
    { type: 1, matchType: 'DoesNotContain', value: '/products' },
  ];
}

describe('match types', () => {
  it.each([
    ['Equals', 'a', 'a', true],
    ['Equals', 'a', 'b', false],
    ['DoesNotEqual', 'a', undefined, true],
    ['Contains', 'abc', 'b', true],
    ['DoesNotContain', undefined, 'b', true],
    ['Regex', 'product-42', '^product-\\d+$', true],
    ['Regex', 'x', '([', false],
    ['IsSet', '', undefined, false],
    ['IsNotSet', undefined, undefined, true],
    ['GreaterThanOrEqualTo', '404', '400', true],
    ['LessThanOrEqualTo', 'n/a', '400', false],
  ] as const)('%s: %s against %s → %s', (matchType, actual, value, expected) => {
    expect(valueMatches({ matchType, ...(value !== undefined ? { value } : {}) }, actual)).toBe(expected);
  });
});
