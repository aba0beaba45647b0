import {
  TAG_ACCOUNT_VARIABLE_LIMIT,
  type VariableInventoryRequest,
  type variableInventory,
} from '@/api/reports/families/variable-inventory';
import type { RunPage, Vendor } from '../../db/run-data';
import { accountOf, tagVariableValue, variableSeed } from '../../db/run-data/tag-variables';
import type { MockFamily, RunReportContext } from '../context';
import { auditTrend, remember, runTrends } from '../trends';
import { isPrimaryTag, tagInfo, tagInstances } from '../tags';

type Request = VariableInventoryRequest;

const friendlyNames: Record<string, string> = {
  id: 'Container id',
  en: 'Event name',
  dl: 'Document location',
  sr: 'Screen resolution',
  value: 'Conversion value',
  currency_code: 'Currency',
  pageName: 'Page name',
  channel: 'Site section',
  events: 'Events',
  eVar5: 'Login status',
  ev: 'Event',
  pid: 'Partner id',
  fmt: 'Format',
  event: 'Event',
  sv: 'Script version',
  domainScript: 'Domain script',
  experiment: 'Experiment',
  a: 'Account',
  p0: 'Event parameters',
  type: 'Call type',
};

/** Whether a tag matches the request's tag filters (all, or primary tags only). */
function tagMatches(vendor: Vendor, body: Request, auditId: number): boolean {
  return (
    (!body.primaryTagsOnly || isPrimaryTag(vendor)) &&
    (body.tagId === undefined || vendor.tagId === body.tagId) &&
    (body.tagCategoryId === undefined || vendor.categoryId === body.tagCategoryId) &&
    (body.tagVendorId === undefined || vendor.vendorId === body.tagVendorId) &&
    (body.tagAccount === undefined || accountOf(auditId, vendor) === body.tagAccount)
  );
}

const hasTagFilter = (body: Request) =>
  Boolean(body.primaryTagsOnly) ||
  body.tagId !== undefined ||
  body.tagCategoryId !== undefined ||
  body.tagVendorId !== undefined ||
  body.tagAccount !== undefined;

/** One tag account's pages and, per variable set on them, the pages it was set on and its values. */
interface AccountEntry {
  pages: number;
  variables: Map<string, { pages: number; values: Set<string> }>;
}

/** The pages with a matching tag, the tag requests, and per tag and account what its variables carried. */
interface Inventory {
  pageCount: number;
  tagInstanceCount: number;
  tags: Map<number, { vendor: Vendor; accounts: Map<string, AccountEntry> }>;
}

/** Walk the pages once, filling the inventory of the tags that pass `accept`. */
function inventory(auditId: number, pages: RunPage[], accept: (vendor: Vendor) => boolean) {
  const result: Inventory = { pageCount: 0, tagInstanceCount: 0, tags: new Map() };
  for (const page of pages) {
    const seed = variableSeed(page);
    let matched = false;
    for (const vendor of page.vendors) {
      if (!accept(vendor)) continue;
      matched = true;
      result.tagInstanceCount += tagInstances(page, vendor.tagId);
      let tag = result.tags.get(vendor.tagId);
      if (!tag) result.tags.set(vendor.tagId, (tag = { vendor, accounts: new Map() }));
      const account = accountOf(auditId, vendor);
      let entry = tag.accounts.get(account);
      if (!entry) tag.accounts.set(account, (entry = { pages: 0, variables: new Map() }));
      entry.pages += 1;
      Object.keys(vendor.variables).forEach((name, index) => {
        const value = tagVariableValue(auditId, page, vendor, name, index, seed);
        if (value === '') return;
        let variable = entry.variables.get(name);
        if (!variable) entry.variables.set(name, (variable = { pages: 0, values: new Set() }));
        variable.pages += 1;
        variable.values.add(value);
      });
    }
    if (matched) result.pageCount += 1;
  }
  return result;
}

/** Distinct tags, variable names and values of an inventory (a variable belongs to its tag). */
function figures(result: Inventory) {
  let names = 0;
  let values = 0;
  for (const { accounts } of result.tags.values()) {
    const byName = new Map<string, Set<string>>();
    for (const entry of accounts.values()) {
      for (const [name, variable] of entry.variables) {
        const seen = byName.get(name) ?? new Set<string>();
        variable.values.forEach((value) => seen.add(value));
        byName.set(name, seen);
      }
    }
    names += byName.size;
    for (const seen of byName.values()) values += seen.size;
  }
  return {
    uniqueTagCount: result.tags.size,
    tagInstanceCount: result.tagInstanceCount,
    uniqueVariableNameCount: names,
    uniqueVariableValueCount: values,
  };
}

/** The whole run's inventory (every page and tag), computed once per run. */
const runInventory = (auditId: number, pages: RunPage[]) =>
  remember(pages, 'variable-inventory', () => inventory(auditId, pages, () => true));

/** The inventory the request selects: its page filters and tag filters. */
function requestInventory(ctx: RunReportContext<Request>): Inventory {
  const { body } = ctx;
  if (ctx.pages === ctx.data.pages && !hasTagFilter(body)) return runInventory(ctx.audit.id, ctx.pages);
  return inventory(ctx.audit.id, ctx.pages, (vendor) => tagMatches(vendor, body, ctx.audit.id));
}

const trendValue = {
  unique_tags: 'uniqueTagCount',
  tag_requests: 'tagInstanceCount',
  unique_variables: 'uniqueVariableNameCount',
  unique_values: 'uniqueVariableValueCount',
} as const;

/** Variable inventory computed from the variables the run's tags sent on its pages. */
export const variableInventoryMock: MockFamily<typeof variableInventory> = {
  summary: (ctx) => {
    const all = runInventory(ctx.audit.id, ctx.data.pages);
    const total = figures(all);
    const selected = requestInventory(ctx);
    const filtered = selected === all ? total : figures(selected);
    return {
      totalPageCount: ctx.data.pages.length,
      filteredPageCount: hasTagFilter(ctx.body) ? selected.pageCount : ctx.pages.length,
      filteredUniqueTagCount: filtered.uniqueTagCount,
      totalTagInstanceCount: total.tagInstanceCount,
      filteredTagInstanceCount: filtered.tagInstanceCount,
      totalUniqueVariableNameCount: total.uniqueVariableNameCount,
      filteredUniqueVariableNameCount: filtered.uniqueVariableNameCount,
      totalUniqueVariableValueCount: total.uniqueVariableValueCount,
      filteredUniqueVariableValueCount: filtered.uniqueVariableValueCount,
    };
  },
  trends: (ctx) =>
    runTrends(ctx, ({ data }) => {
      const result = figures(runInventory(ctx.audit.id, data().pages));
      return {
        totalUniqueTagCount: result.uniqueTagCount,
        totalTagInstanceCount: result.tagInstanceCount,
        totalUniqueVariableNameCount: result.uniqueVariableNameCount,
        totalUniqueVariableValueCount: result.uniqueVariableValueCount,
      };
    }),
  trend: (ctx) =>
    auditTrend(
      ctx,
      ({ data }) =>
        figures(runInventory(ctx.audit.id, data().pages))[
          trendValue[ctx.trendName as keyof typeof trendValue]
        ],
    ),
  tags: (ctx) =>
    [...requestInventory(ctx).tags.values()]
      .sort((a, b) => a.vendor.tagId - b.vendor.tagId)
      .map(({ vendor, accounts }) => ({
        ...tagInfo(vendor),
        tagAccounts: [...accounts]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([tagAccount, entry]) => ({
            tagAccount,
            totalPageCount: entry.pages,
            totalVariableCount: entry.variables.size,
          })),
      })),
  tagAccountVariables: (ctx) => {
    const { tagId, tagAccount: account } = ctx.body;
    const selected =
      ctx.pages === ctx.data.pages
        ? runInventory(ctx.audit.id, ctx.pages)
        : inventory(ctx.audit.id, ctx.pages, (vendor) => vendor.tagId === tagId);
    const entry = selected.tags.get(tagId)?.accounts.get(account);
    if (!entry) return { variables: [] };
    const variables = [...entry.variables]
      .map(([variableName, variable]) => ({
        variableName,
        ...(friendlyNames[variableName] ? { friendlyName: friendlyNames[variableName] } : {}),
        uniqueValueCount: variable.values.size,
        variableNotSetPageCount: entry.pages - variable.pages,
        variableSetPageCount: variable.pages,
      }))
      .sort(
        (a, b) =>
          b.variableSetPageCount - a.variableSetPageCount || a.variableName.localeCompare(b.variableName),
      );
    return { variables: variables.slice(0, TAG_ACCOUNT_VARIABLE_LIMIT) };
  },
};
