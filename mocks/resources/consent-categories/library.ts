import { z } from '@/lib/zod';
import { consentLibrarySortKeys } from '@/api/consent-categories/config-schemas';
import { consentCategoryTypes } from '@/api/consent-categories/schemas';
import type { ConsentCategoryRow, Db } from '../../db/types';
import { booleanParam, compareValues, pageOf, readQuery } from '../../lib/query';
import { auditIdsOf, categoryView } from './categories';

const idList = z.pipe(
  z.string().check(z.regex(/^\d+(,\d+)*$/, { error: 'Use label ids separated by commas' })),
  z.transform((value) => value.split(',').map(Number)),
);

/** Query of GET /v3/consent-categories/library. */
const libraryQuery = z.object({
  page: z._default(z.coerce.number().check(z.int()).check(z.minimum(0)), 0),
  pageSize: z._default(z.coerce.number().check(z.int()).check(z.minimum(100)).check(z.maximum(1000)), 100),
  name: z.optional(z.string()),
  labels: z.optional(idList),
  type: z.optional(z.enum(consentCategoryTypes)),
  cmpVendor: z.optional(z.enum(['ONE_TRUST'])),
  sortBy: z._default(z.enum(consentLibrarySortKeys), 'name'),
  sortDesc: z._default(booleanParam, false),
});

const sortKey = (row: ConsentCategoryRow, sortBy: (typeof consentLibrarySortKeys)[number]) =>
  sortBy === 'name' ? row.name : sortBy === 'type' ? row.type : row.updatedAt;

/**
 * GET /v3/consent-categories/library: the account's categories filtered by name (contains, any
 * case), labels (any of them), type and CMP vendor, sorted (name, type or last update; ties by id)
 * and paged, each with its rule counts, audit count and label ids.
 */
export function consentLibrary(db: Db, query: URLSearchParams) {
  const q = readQuery(libraryQuery, query);
  const name = q.name?.trim().toLowerCase();
  const rows = db.consentCategories.where(
    (row) =>
      (!name || row.name.toLowerCase().includes(name)) &&
      (!q.type || row.type === q.type) &&
      (!q.cmpVendor || row.cmpData?.cmpVendor === q.cmpVendor) &&
      (!q.labels || q.labels.some((id) => row.labelIds.includes(id))),
  );
  const direction = q.sortDesc ? -1 : 1;
  rows.sort((a, b) => direction * compareValues(sortKey(a, q.sortBy), sortKey(b, q.sortBy)) || a.id - b.id);
  const { items, pagination } = pageOf(rows, q.page, q.pageSize);
  return {
    metadata: { pagination },
    consentCategories: items.map((row) => ({
      ...categoryView(row),
      itemCounts: {
        tags: row.tags.length,
        cookies: row.cookies.length,
        // One pair per location of a domain; a domain from any location is one pair.
        requestDomainsAndGeos: row.requestDomains.reduce(
          (count, entry) => count + (entry.anyLocation ? 1 : Math.max(1, entry.locationIds?.length ?? 0)),
          0,
        ),
      },
      auditCount: auditIdsOf(db, row.id).length,
      labelIds: row.labelIds,
    })),
  };
}
