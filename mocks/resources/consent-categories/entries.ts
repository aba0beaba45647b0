import type { z } from '@/lib/zod';
import {
  cookieEntryInputSchema,
  requestDomainEntryInputSchema,
  tagEntryInputSchema,
  type PatchOperation,
} from '@/api/consent-categories/config-schemas';
import type { ConsentEntryList } from '@/api/resources/consent-categories';
import { vendorById } from '../../db/run-data';
import type { ConsentCategoryRow, Db } from '../../db/types';
import { applyListPatch, sameJson, type ItemParser } from '../json-patch';
import { categoryOf, touchCategory } from './categories';

/** A rule list of a stored category. */
type Field = ConsentEntryList;

function parserOf<S extends z.ZodMiniType, T>(
  schema: S,
  normalize: (value: z.output<S>) => T,
  check: (value: T) => Array<{ path: string[]; message: string }> = () => [],
): ItemParser<T> {
  return (value) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      return {
        ok: false,
        issues: parsed.error.issues.map((issue) => ({
          path: issue.path.map(String),
          message: issue.message,
          code: issue.code,
        })),
      };
    const item = normalize(parsed.data);
    const problems = check(item);
    return problems.length
      ? { ok: false, issues: problems.map((problem) => ({ ...problem, code: 'unknown_id' })) }
      : { ok: true, item };
  };
}

const parsers: { [F in Field]: ItemParser<ConsentCategoryRow[F][number]> } = {
  tags: parserOf(
    tagEntryInputSchema,
    (entry) => ({
      tagId: entry.tagId,
      anyAccount: entry.anyAccount,
      accounts: entry.anyAccount ? [] : entry.accounts,
    }),
    (entry) =>
      vendorById(entry.tagId) ? [] : [{ path: ['tagId'], message: `Tag ${entry.tagId} is not a known tag` }],
  ),
  cookies: parserOf(cookieEntryInputSchema, (entry) => ({
    nameType: entry.nameType,
    ...(entry.nameType !== 'name_any' && entry.name ? { name: entry.name } : {}),
    domainType: entry.domainType,
    ...(entry.domainType !== 'domain_any' && entry.domain ? { domain: entry.domain } : {}),
    ...(entry.cookieDescription ? { cookieDescription: entry.cookieDescription } : {}),
  })),
  requestDomains: parserOf(requestDomainEntryInputSchema, (entry) => ({
    ...(entry.domainType !== 'domain_any' && entry.domain ? { domain: entry.domain } : {}),
    domainType: entry.domainType,
    anyLocation: entry.anyLocation,
    locationIds: entry.anyLocation ? [] : [...new Set(entry.locationIds)],
  })),
};

/** One rule list of a category as the API serves it (`{ tags: […] }`, `{ cookies: […] }`, `{ requestDomains: […] }`). */
export function entriesView(row: ConsentCategoryRow, field: Field) {
  return { [field]: row[field] };
}

/** Apply a JSON Patch document to one rule list of a category (see applyListPatch) and serve the result. */
export function patchEntries(db: Db, id: number, field: Field, operations: PatchOperation[]) {
  const row = categoryOf(db, id);
  const parse = parsers[field] as ItemParser<unknown>;
  const next = applyListPatch(row[field] as unknown[], operations, parse);
  return entriesView(touchCategory(db, id, { [field]: next }), field);
}

/** Add rules to a category's lists, skipping the ones already there; how many were new, per list. */
export function addEntries(
  row: Pick<ConsentCategoryRow, Field>,
  additions: { [F in Field]: ReadonlyArray<ConsentCategoryRow[F][number]> },
): { next: Pick<ConsentCategoryRow, Field>; added: Record<Field, number> } {
  const merge = <T>(current: readonly T[], extra: readonly T[]) => {
    const list = [...current];
    for (const item of extra) if (!list.some((existing) => sameJson(existing, item))) list.push(item);
    return list;
  };
  const next = {
    tags: merge(row.tags, additions.tags),
    cookies: merge(row.cookies, additions.cookies),
    requestDomains: merge(row.requestDomains, additions.requestDomains),
  };
  return {
    next,
    added: {
      tags: next.tags.length - row.tags.length,
      cookies: next.cookies.length - row.cookies.length,
      requestDomains: next.requestDomains.length - row.requestDomains.length,
    },
  };
}

/** Normalize a rule as the patch would store it (so a file's rules compare equal to stored ones). */
export function normalizeEntry<F extends Field>(
  field: F,
  value: unknown,
): ConsentCategoryRow[F][number] | undefined {
  const parsed = (parsers[field] as ItemParser<ConsentCategoryRow[F][number]>)(value);
  return parsed.ok ? parsed.item : undefined;
}
