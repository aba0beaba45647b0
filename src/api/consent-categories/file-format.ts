import type { z } from '@/lib/zod';
import {
  cookieEntryInputSchema,
  requestDomainEntryInputSchema,
  tagEntryInputSchema,
  type CookieEntryInput,
  type RequestDomainEntryInput,
  type TagEntryInput,
} from './config-schemas';
import { consentCategoryTypes, type ConsentCategory } from './schemas';

/**
 * The consent-category file: one row per rule (cookie, tag or request domain) of a category, or a
 * row with no item type for a category without rules. The same columns are written by the export
 * and read by the upload, so an exported file can be edited and uploaded again.
 */
export const consentFileColumns = [
  'Consent category',
  'Category type',
  'Item type',
  'Name',
  'Name match',
  'Domain',
  'Domain match',
  'Tag ID',
  'Tag accounts',
  'Location IDs',
  'Description',
] as const;
type Column = (typeof consentFileColumns)[number];

const requiredColumns: Column[] = ['Consent category', 'Category type', 'Item type'];

/** The largest file the service accepts (the spec: at most 1 MB). */
export const CONSENT_FILE_MAX_BYTES = 1024 * 1024;
/** At most this many problems are listed; the rest are counted. */
const MAX_PROBLEMS = 50;

/** The rules of one category found in a file. */
export interface ConsentFileCategory {
  name: string;
  type: ConsentCategory['type'];
  cookies: CookieEntryInput[];
  tags: TagEntryInput[];
  requestDomains: RequestDomainEntryInput[];
  /** Spreadsheet row numbers (the header is row 1) that mention the category. */
  rows: number[];
}

/** Something wrong with a file: where (row and column, when known) and what. */
export interface ConsentFileProblem {
  row?: number;
  column?: string;
  message: string;
}

/** Checks against the account: known tag ids, and the type of a category that already exists. */
export interface ConsentFileChecks {
  tagExists?: (tagId: number) => boolean;
  existingType?: (name: string) => ConsentCategory['type'] | undefined;
}

/** A read file: its categories, or what is wrong with it. */
export type ConsentFileResult =
  | { ok: true; categories: ConsentFileCategory[]; rowCount: number }
  | { ok: false; problems: ConsentFileProblem[] };

/** A problem as one line of text: "Row 4, Tag ID: Enter a whole number". */
export function describeProblem(problem: ConsentFileProblem): string {
  const where = [problem.row !== undefined ? `Row ${problem.row}` : '', problem.column ?? '']
    .filter(Boolean)
    .join(', ');
  return where ? `${where}: ${problem.message}` : problem.message;
}

const matchNames: Record<string, 'exact_match' | 'regex' | 'any'> = {
  exact: 'exact_match',
  exact_match: 'exact_match',
  regex: 'regex',
  any: 'any',
};

/** "exact", "regex" or "any" (or the service's own names), defaulting to exact when a value is given. */
function matchType<P extends 'name' | 'domain'>(prefix: P, text: string, value: string) {
  const key = text.toLowerCase().replace(new RegExp(`^${prefix}_`), '');
  const found = key === '' ? (value ? 'exact_match' : 'any') : matchNames[key];
  return found ? (`${prefix}_${found}` as const) : undefined;
}

const itemTypes: Record<string, 'cookie' | 'tag' | 'request domain'> = {
  cookie: 'cookie',
  tag: 'tag',
  'request domain': 'request domain',
  request_domain: 'request domain',
  'request-domain': 'request domain',
};

const list = (text: string) =>
  text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);

/** A cell as written, without the leading `'` an export adds before a formula character. */
function unneutralize(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

type RowItem =
  | { kind: 'cookie'; entry: CookieEntryInput }
  | { kind: 'tag'; entry: TagEntryInput }
  | { kind: 'request domain'; entry: RequestDomainEntryInput }
  | { kind: 'none' };

/** The form field → file column of the entry schemas' issue paths. */
const columnOfField: Record<string, Column> = {
  name: 'Name',
  nameType: 'Name match',
  domain: 'Domain',
  domainType: 'Domain match',
  tagId: 'Tag ID',
  accounts: 'Tag accounts',
  locationIds: 'Location IDs',
  cookieDescription: 'Description',
};

function entryOf<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  row: number,
  problems: ConsentFileProblem[],
): z.output<S> | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    problems.push({ row, column: columnOfField[String(issue.path[0])], message: issue.message });
  return undefined;
}

/** The item of one row, or the problems that keep it from being read. */
function readItem(
  cell: (column: Column) => string,
  row: number,
  problems: ConsentFileProblem[],
  checks: ConsentFileChecks,
): RowItem | undefined {
  const typeText = cell('Item type').toLowerCase();
  if (typeText === '') return { kind: 'none' };
  const kind = itemTypes[typeText];
  if (!kind) {
    problems.push({
      row,
      column: 'Item type',
      message: `Use cookie, tag or request domain (found "${cell('Item type')}")`,
    });
    return undefined;
  }
  const before = problems.length;
  const match = (prefix: 'name' | 'domain', column: 'Name match' | 'Domain match', value: string) => {
    const type = matchType(prefix, cell(column), value);
    if (!type) problems.push({ row, column, message: `Use exact, regex or any (found "${cell(column)}")` });
    return type;
  };
  if (kind === 'cookie') {
    const nameType = match('name', 'Name match', cell('Name'));
    const domainType = match('domain', 'Domain match', cell('Domain'));
    if (problems.length > before || !nameType || !domainType) return undefined;
    const entry = entryOf(
      cookieEntryInputSchema,
      {
        nameType,
        domainType,
        ...(cell('Name') ? { name: cell('Name') } : {}),
        ...(cell('Domain') ? { domain: cell('Domain') } : {}),
        ...(cell('Description') ? { cookieDescription: cell('Description') } : {}),
      },
      row,
      problems,
    );
    return entry && { kind, entry };
  }
  if (kind === 'tag') {
    const tagText = cell('Tag ID');
    if (!/^\d+$/.test(tagText)) {
      problems.push({ row, column: 'Tag ID', message: `Enter the tag's numeric id (found "${tagText}")` });
      return undefined;
    }
    if (checks.tagExists && !checks.tagExists(Number(tagText))) {
      problems.push({ row, column: 'Tag ID', message: `Tag ${tagText} is not a known tag` });
      return undefined;
    }
    const accounts = list(cell('Tag accounts'));
    const entry = entryOf(
      tagEntryInputSchema,
      { tagId: Number(tagText), anyAccount: accounts.length === 0, accounts },
      row,
      problems,
    );
    return entry && { kind, entry };
  }
  const domainType = match('domain', 'Domain match', cell('Domain'));
  const locations = list(cell('Location IDs'));
  const badLocation = locations.find((part) => !/^\d+$/.test(part));
  if (badLocation !== undefined)
    problems.push({
      row,
      column: 'Location IDs',
      message: `Use numeric ids separated by ";" (found "${badLocation}")`,
    });
  if (problems.length > before || !domainType) return undefined;
  const entry = entryOf(
    requestDomainEntryInputSchema,
    {
      domainType,
      ...(cell('Domain') ? { domain: cell('Domain') } : {}),
      anyLocation: locations.length === 0,
      locationIds: locations.map(Number),
    },
    row,
    problems,
  );
  return entry && { kind, entry };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const addOnce = <T>(items: T[], item: T) => {
  if (!items.some((existing) => same(existing, item))) items.push(item);
};

/**
 * Read the rows of a sheet (the first row is the header) into categories and their rules. Every
 * problem names its spreadsheet row (the header is row 1) and column; a file with any problem
 * gives no categories, so nothing is applied from a half-read file.
 */
export function readConsentRows(table: string[][], checks: ConsentFileChecks = {}): ConsentFileResult {
  const [header = [], ...body] = table;
  const index = new Map<Column, number>();
  header.forEach((text, position) => {
    const column = consentFileColumns.find((name) => name.toLowerCase() === text.trim().toLowerCase());
    if (column && !index.has(column)) index.set(column, position);
  });
  const missing = requiredColumns.filter((column) => !index.has(column));
  if (missing.length)
    return {
      ok: false,
      problems: [
        {
          row: 1,
          message: `The header row lacks the column${missing.length > 1 ? 's' : ''} ${missing.map((c) => `"${c}"`).join(', ')}`,
        },
      ],
    };
  const problems: ConsentFileProblem[] = [];
  const categories = new Map<string, ConsentFileCategory>();
  /** The type each category name has where it first appears. */
  const typeOf = new Map<string, { type: ConsentCategory['type']; row: number }>();
  let rowCount = 0;
  body.forEach((cells, offset) => {
    const row = offset + 2;
    if (cells.every((text) => text.trim() === '')) return;
    rowCount += 1;
    const cell = (column: Column) => {
      const position = index.get(column);
      return position === undefined ? '' : unneutralize((cells[position] ?? '').trim());
    };
    const name = cell('Consent category');
    if (!name) problems.push({ row, column: 'Consent category', message: 'Enter the category name' });
    else if (name.length > 255)
      problems.push({ row, column: 'Consent category', message: 'Use at most 255 characters' });
    const typeText = cell('Category type').toLowerCase();
    const type = consentCategoryTypes.find((value) => value === typeText);
    if (!type)
      problems.push({
        row,
        column: 'Category type',
        message: `Use approved or unapproved (found "${cell('Category type')}")`,
      });
    const key = name.toLowerCase();
    const first = typeOf.get(key);
    if (name && type && first && first.type !== type)
      problems.push({
        row,
        column: 'Category type',
        message: `"${name}" is ${first.type} on row ${first.row}; use one type per category`,
      });
    else if (name && type && !first) {
      typeOf.set(key, { type, row });
      const existing = checks.existingType?.(name);
      if (existing && existing !== type)
        problems.push({
          row,
          column: 'Category type',
          message: `"${name}" is ${existing} in the account; the type of a category cannot change`,
        });
    }
    const item = readItem(cell, row, problems, checks);
    if (!name || name.length > 255 || !type || !item || problems.length) return;
    let category = categories.get(key);
    if (!category) {
      category = { name, type, cookies: [], tags: [], requestDomains: [], rows: [] };
      categories.set(key, category);
    }
    category.rows.push(row);
    if (item.kind === 'cookie') addOnce(category.cookies, item.entry);
    if (item.kind === 'tag') addOnce(category.tags, item.entry);
    if (item.kind === 'request domain') addOnce(category.requestDomains, item.entry);
  });
  if (rowCount === 0) problems.push({ message: 'The file has a header row but no rows below it' });
  if (problems.length > MAX_PROBLEMS) {
    const more = problems.length - MAX_PROBLEMS;
    problems.splice(MAX_PROBLEMS, more, { message: `… and ${more} more problems` });
  }
  return problems.length
    ? { ok: false, problems }
    : { ok: true, categories: [...categories.values()], rowCount };
}

/** A category and its rules as stored, for writing the file. */
export interface ConsentFileSource {
  name: string;
  type: ConsentCategory['type'];
  cookies: ReadonlyArray<{
    nameType: string;
    name?: string;
    domainType: string;
    domain?: string;
    cookieDescription?: string;
  }>;
  tags: ReadonlyArray<{ tagId: number; anyAccount?: boolean; accounts: readonly string[] }>;
  requestDomains: ReadonlyArray<{
    domain?: string;
    domainType: string;
    anyLocation?: boolean;
    locationIds?: readonly number[];
  }>;
}

const matchText = (type: string) => type.replace(/^(name|domain)_/, '').replace('exact_match', 'exact');

/** The rows of the file for categories (no header): one per rule, one bare row for a category without rules. */
export function consentFileRows(categories: readonly ConsentFileSource[]): Array<Array<string | number>> {
  const rows: Array<Array<string | number>> = [];
  const row = (category: ConsentFileSource, cells: Partial<Record<Column, string | number>>) =>
    rows.push(
      consentFileColumns.map(
        (column) =>
          ({ 'Consent category': category.name, 'Category type': category.type, ...cells })[column] ?? '',
      ),
    );
  for (const category of categories) {
    const before = rows.length;
    for (const cookie of category.cookies)
      row(category, {
        'Item type': 'cookie',
        Name: cookie.name ?? '',
        'Name match': matchText(cookie.nameType),
        Domain: cookie.domain ?? '',
        'Domain match': matchText(cookie.domainType),
        Description: cookie.cookieDescription ?? '',
      });
    for (const tag of category.tags)
      row(category, {
        'Item type': 'tag',
        'Tag ID': tag.tagId,
        'Tag accounts': tag.anyAccount ? '' : tag.accounts.join('; '),
      });
    for (const domain of category.requestDomains)
      row(category, {
        'Item type': 'request domain',
        Domain: domain.domain ?? '',
        'Domain match': matchText(domain.domainType),
        'Location IDs': domain.anyLocation ? '' : (domain.locationIds ?? []).join('; '),
      });
    if (rows.length === before) row(category, {});
  }
  return rows;
}
