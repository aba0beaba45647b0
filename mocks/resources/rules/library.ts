import { z } from '@/lib/zod';
import {
  ruleLibrarySortColumns,
  type RuleLibraryItem,
  type RuleLibraryPage,
  type RuleLibraryRequest,
  type RuleLibrarySortColumn,
} from '@/api/rules/schemas';
import type { Db, RuleRow } from '../../db/types';
import { booleanParam, compareValues, pageOf, readQuery, userName } from '../../lib/query';
import { ruleUsages, type RuleUsage } from './usage';

/** Query of POST /v3/rule-library: `page` from 0, `size` 50–1000 (default 50), sort column and order. */
const libraryQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int()).check(z.minimum(0)), 0),
  size: z._default(z.coerce.number().check(z.int()).check(z.minimum(50)).check(z.maximum(1000)), 50),
  sortBy: z._default(z.enum(ruleLibrarySortColumns), 'NAME'),
  sortDesc: z._default(booleanParam, false),
});

/** Whether a rule passes the library's filters (name contains, any of the labels, and the flags). */
function matches(row: RuleRow, filters: RuleLibraryRequest): boolean {
  const name = filters.ruleName?.trim().toLowerCase();
  return (
    (filters.id === undefined || row.id === filters.id) &&
    (!name || row.name.toLowerCase().includes(name)) &&
    (!filters.labels?.length || filters.labels.some((id) => row.labelIds.includes(id))) &&
    (filters.notificationEnabled === undefined ||
      (row.recipients ?? []).length > 0 === filters.notificationEnabled) &&
    (filters.createdByUserId === undefined || row.createdBy === filters.createdByUserId) &&
    (filters.fromTemplate === undefined || row.fromTemplate === filters.fromTemplate)
  );
}

/** A library row with where the rule is used (RuleLibrary_RuleItem). */
function libraryItem(row: RuleRow, usage: RuleUsage): RuleLibraryItem {
  return {
    id: row.id,
    name: row.name,
    fromTemplate: row.fromTemplate,
    labels: row.labelIds.map((id) => ({ id })),
    usage: {
      auditCount: usage.auditIds.length,
      webJourneyCount: usage.webJourneyIds.length,
      appJourneyCount: usage.appJourneyIds.length,
    },
    ownedByUserId: row.createdBy,
    updatedAt: row.updatedAt,
    recipients: row.recipients ?? [],
  };
}

/** The value a sort column reads of a row. */
function sortValue(db: Db, item: RuleLibraryItem, column: RuleLibrarySortColumn): string | number | boolean {
  switch (column) {
    case 'NAME':
      return item.name;
    case 'TYPE':
      return item.fromTemplate;
    case 'AUDITS':
      return item.usage.auditCount;
    case 'WEB_JOURNEYS':
      return item.usage.webJourneyCount;
    case 'APP_JOURNEYS':
      return item.usage.appJourneyCount;
    case 'OWNER':
      return userName(db, item.ownedByUserId);
    case 'MODIFIED_AT':
      return item.updatedAt;
  }
}

/** POST /v3/rule-library: the filtered library, sorted (then by name and id) and paged. */
export function ruleLibrary(
  db: Db,
  query: URLSearchParams,
  body: RuleLibraryRequest | undefined,
): RuleLibraryPage {
  const { page, size, sortBy, sortDesc } = readQuery(libraryQuerySchema, query);
  const usage = ruleUsages(db);
  const items = db.rules
    .where((row) => matches(row, body ?? {}))
    .map((row) => libraryItem(row, usage(row.id)))
    .sort((a, b) => {
      const order = compareValues(sortValue(db, a, sortBy), sortValue(db, b, sortBy));
      return (sortDesc ? -order : order) || compareValues(a.name, b.name) || a.id - b.id;
    });
  const { items: rules, pagination } = pageOf(items, page, size);
  return { paginationMetadata: pagination, rules };
}
