import type { RunPage } from './pages';
import { hash32 } from './random';
import { tagAccount, type Vendor } from './vendors';

const accounts = new Map<string, string>();

/** The account of a tag on an audit's site (`tagAccount`, computed once per audit and tag). */
export function accountOf(auditId: number, vendor: Vendor): string {
  const key = `${auditId}:${vendor.tagId}`;
  let account = accounts.get(key);
  if (account === undefined) accounts.set(key, (account = tagAccount(auditId, vendor)));
  return account;
}

/** Seed of the variable values a run's page picks. */
export const variableSeed = (page: RunPage) => hash32(`variable:${page.recordedIn}:${page.id}`);

const mix = (a: number, b: number) => {
  let h = Math.imul(a ^ b, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

/**
 * The value a tag sent for its `index`-th variable on a page (`''`: not set). Variables with example
 * values pick one per run and page; the others carry the page's title (`pageName`), its URL (`dl`)
 * or the tag account, as the page detail derives them.
 */
export function tagVariableValue(
  auditId: number,
  page: RunPage,
  vendor: Vendor,
  name: string,
  index: number,
  seed: number,
): string {
  const values = vendor.variables[name] ?? [];
  if (values.length) return values[mix(mix(seed, vendor.tagId), index + 1) % values.length]!;
  if (name === 'pageName') return page.title;
  return name === 'dl' ? page.url : accountOf(auditId, vendor);
}

/** Every variable a tag sent on a page in a run, by name (`''`: not set). */
export function tagVariables(auditId: number, page: RunPage, vendor: Vendor) {
  const seed = variableSeed(page);
  const variables: Record<string, string> = {};
  Object.keys(vendor.variables).forEach((name, index) => {
    variables[name] = tagVariableValue(auditId, page, vendor, name, index, seed);
  });
  return variables;
}
