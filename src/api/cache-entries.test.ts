import { matchQuery, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { auditQueries } from './audits/queries';
import { consentCategoryQueries } from './consent-categories/queries';
import { loadReportFamily } from './reports/family-loaders';
import { reportQueries } from './reports/queries';
import { resourceMutations, resourceQueries } from './resources/client';
import { customHeaders } from './resources/custom-headers';
import { labels } from './resources/labels';
import { runQueries } from './runs/queries';
import { tagQueries } from './tags/queries';
import { webJourneyMutations } from './web-journeys/mutations';

/** Whether invalidating `invalidated` refreshes the query with `queryKey`. */
function refreshes(invalidated: readonly unknown[], queryKey: readonly unknown[]) {
  const client = new QueryClient();
  const query = client.getQueryCache().build(client, { queryKey });
  return matchQuery({ queryKey: invalidated }, query);
}

describe('one cache entry, one definition', () => {
  it('keeps the tags for an hour wherever they are read, and leaves other resources at the default', () => {
    expect(tagQueries.list().staleTime).toBe(3_600_000);
    expect(tagQueries.list().queryKey).toEqual(['tags', 'list']);
    // An explicit `staleTime: undefined` would override the query client's 30 s default.
    expect(resourceQueries(labels).list()).not.toHaveProperty('staleTime');
  });

  it('refreshes the web journeys’ header picker after a change to a group or to a journey’s headers', () => {
    const picker = resourceQueries(customHeaders).list().queryKey;
    for (const mutation of [
      resourceMutations(customHeaders).update(),
      webJourneyMutations.saveCustomHeaders(4),
    ]) {
      const keys = mutation.meta?.invalidates ?? [];
      expect(keys.some((key) => refreshes(key, picker))).toBe(true);
    }
  });

  it('keeps an audit’s and a run’s consent categories under the audit’s and the run’s keys', () => {
    const audit = auditQueries.detail(7).queryKey;
    expect(refreshes(audit, consentCategoryQueries.forAudit(7).queryKey)).toBe(true);
    expect(refreshes(runQueries.all(7, 9), consentCategoryQueries.runSnapshots(7, 9).queryKey)).toBe(true);
  });

  it('gives a report operation the same options before and after its family’s code loads', async () => {
    const args = { auditId: 1, runId: 2, query: { page: 0, size: 50 } };
    const before = reportQueries.untyped('tag-inventory', 'tags', args);
    await loadReportFamily('tag-inventory');
    const after = reportQueries.untyped('tag-inventory', 'tags', args);
    expect(after.placeholderData).toBe(before.placeholderData);
    expect(after.placeholderData).toBeUndefined();
  });
});
