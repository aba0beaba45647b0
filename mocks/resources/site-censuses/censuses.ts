import { z } from '@/lib/zod';
import { DEMO_API_KEY } from '@/api/demo';
import {
  censusSortColumns,
  DEFAULT_CENSUS_USER_AGENT_ID,
  type Census,
  type CensusInput,
  type CensusPage,
  type CensusSortColumn,
  type FilterPatternType,
  type FoundCensusPage,
} from '@/api/site-censuses/schemas';
import type { Db } from '../../db/types';
import { MockHttpError, notFound } from '../../lib/errors';
import { booleanParam, compareValues, pageOf, readQuery } from '../../lib/query';
import { idParam, type MockContext } from '../../lib/route';
import { resourceStore } from '../store';
import { startSessions, stopSessions, type ScanSession } from './lifecycle';
import { censusState, resultsSummary, scanTimes, type CensusState } from './state';

/** A site census as stored: its configuration, its scan sessions and whether it is archived. */
export interface CensusRow {
  id: number;
  accountId: number;
  name: string;
  autoPauseAfter: number;
  ownerId: number;
  notificationEmails: string[];
  userAgentId: number;
  customHttpHeaders: Array<{ groupId: number }>;
  startingUrls: string[];
  filterPatterns: Array<{ pathPattern: string; fqdn: string; type: FilterPatternType }>;
  sessions: ScanSession[];
  archived: boolean;
}

const DAY = 86_400_000;

/** The seeded censuses: a finished full-site census, an auto-paused one, a new one, an archived one, a stopped one. */
function seed(db: Db): Array<Omit<CensusRow, 'id'>> {
  const [admin, analyst] = db.users.all();
  const at = (days: number, seconds = 0) => db.options.now - days * DAY + seconds * 1000;
  const row = (
    name: string,
    startingUrls: string[],
    extra: Partial<Omit<CensusRow, 'id' | 'name' | 'startingUrls'>> = {},
  ): Omit<CensusRow, 'id'> => ({
    accountId: db.account.id,
    name,
    autoPauseAfter: 120,
    ownerId: admin!.id,
    notificationEmails: [admin!.email],
    userAgentId: DEFAULT_CENSUS_USER_AGENT_ID,
    customHttpHeaders: [],
    startingUrls,
    filterPatterns: [],
    sessions: [],
    archived: false,
    ...extra,
  });
  return [
    row('Acme Outdoors US — full site', ['https://www.acme-outdoors.com/'], {
      filterPatterns: [
        { pathPattern: '/products/**', fqdn: 'www.acme-outdoors.com', type: 'PRIORITY' },
        { pathPattern: '/search*', fqdn: 'www.acme-outdoors.com', type: 'IGNORE' },
      ],
      sessions: [{ startedAt: at(6, 32_400) }],
    }),
    row('UK storefront discovery', ['https://www.acme-outdoors.co.uk/'], {
      autoPauseAfter: 2,
      ownerId: analyst!.id,
      notificationEmails: [analyst!.email],
      sessions: [{ startedAt: at(9, 36_000) }, { startedAt: at(2, 50_400) }],
    }),
    row('Summer sale microsite', ['https://summer.acme-outdoors.com/'], { notificationEmails: [] }),
    row(
      'Corporate sites (2025 audit)',
      ['https://investors.acme-group.com/', 'https://careers.acme-group.com/'],
      {
        sessions: [{ startedAt: at(240, 28_800) }],
        archived: true,
      },
    ),
    row('Online store — checkout paths', ['https://shop.acme-outdoors.com/'], {
      ownerId: analyst!.id,
      filterPatterns: [
        { pathPattern: '/account/**', fqdn: 'shop.acme-outdoors.com', type: 'IGNORE' },
        { pathPattern: '/cart', fqdn: 'shop.acme-outdoors.com', type: 'IGNORE' },
      ],
      sessions: [{ startedAt: at(3, 43_200), stoppedAt: at(3, 43_204) }],
    }),
  ];
}

/** The account's site censuses. */
export const censusStore = (db: Db) => resourceStore<CensusRow>(db, 'site-censuses', seed, 3001);

/** The state of a stored census at `now`. */
export const stateOf = (row: CensusRow, now = Date.now()) => censusState(row, now);

/** A census as the service answers it (SiteCensusCompleteDTO). */
export function censusView(row: CensusRow, state: CensusState = stateOf(row)): Census {
  const { sessions: _sessions, archived, ...config } = row;
  return { ...config, ...scanTimes(state), isArchived: archived };
}

/** The census a path's `{censusId}` names; 404 when there is none. */
export function censusOf(ctx: Pick<MockContext, 'db' | 'params'>): CensusRow {
  const id = idParam(ctx, 'censusId', 'Site census');
  return censusStore(ctx.db).get(id) ?? notFound('Site census', id);
}

/** Refuse what an archived census cannot do (edited or restarted). */
export function refuseArchived(row: CensusRow, action: string): void {
  if (row.archived)
    throw new MockHttpError(
      400,
      `An archived census cannot be ${action}`,
      `Site census ${row.id} is archived`,
    );
}

/** The row to store for a create (no `existing`) or an update: server-set fields come from the row. */
export function censusFromBody(body: CensusInput, userId: number, accountId: number, existing?: CensusRow) {
  return {
    accountId,
    name: body.name.trim(),
    autoPauseAfter: body.autoPauseAfter,
    ownerId: existing?.ownerId ?? userId,
    notificationEmails: body.notificationEmails,
    userAgentId: body.userAgentId ?? existing?.userAgentId ?? DEFAULT_CENSUS_USER_AGENT_ID,
    customHttpHeaders: body.customHttpHeaders ?? existing?.customHttpHeaders ?? [],
    startingUrls: body.startingUrls.map((url) => new URL(url).href),
    filterPatterns: body.filterPatterns.map((pattern) => ({ ...pattern, fqdn: pattern.fqdn.toLowerCase() })),
    sessions: existing?.sessions ?? [],
    archived: existing?.archived ?? false,
  } satisfies Omit<CensusRow, 'id'>;
}

const listQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int()).check(z.minimum(0)), 0),
  pageSize: z._default(z.coerce.number().check(z.int()).check(z.minimum(10)).check(z.maximum(1000)), 10),
  sortBy: z._default(z.enum(censusSortColumns), 'NAME'),
  sortDesc: z._default(booleanParam, false),
  filterByName: z.optional(z.string()),
});

/** GET /v3/site-censuses: each census with its counts, filtered by name, sorted (then by name and id) and paged. */
export function censusList(db: Db, query: URLSearchParams, now = Date.now()): CensusPage {
  const params = readQuery(listQuerySchema, query);
  const name = params.filterByName?.trim().toLowerCase();
  const rows = censusStore(db)
    .all()
    .filter((row) => !name || row.name.toLowerCase().includes(name))
    .map((row) => {
      const state = stateOf(row, now);
      return { ...resultsSummary(state), censusConfig: censusView(row, state) };
    });
  const value = (item: (typeof rows)[number], column: CensusSortColumn) =>
    ({
      NAME: item.censusConfig.name,
      UNIQUE_URLS: item.uniqueUrls,
      VISITED_URLS: item.visitedUrls,
      URLS_TO_VISIT: item.urlsToVisit,
      IGNORED_URLS: item.ignoredUrls,
      BROKEN_URLS: item.brokenUrls,
      SCAN_DATE: item.censusConfig.currentScanStartedAt ?? undefined,
    })[column];
  rows.sort((a, b) => {
    const order = compareValues(value(a, params.sortBy), value(b, params.sortBy));
    return (
      (params.sortDesc ? -order : order) ||
      compareValues(a.censusConfig.name, b.censusConfig.name) ||
      a.censusConfig.id - b.censusConfig.id
    );
  });
  const { items, pagination } = pageOf(rows, params.page, params.pageSize);
  return { metadata: { pagination }, censuses: items };
}

/** POST …/start: start or resume data collection now (a running census is left as it is). */
export function startCensus(db: Db, row: CensusRow, now = Date.now()): Census {
  refuseArchived(row, 'restarted');
  const state = stateOf(row, now);
  const sessions = startSessions(row.sessions, state.progress, state.crawl.visitable, now);
  return censusView(censusStore(db).update(row.id, { sessions })!);
}

/** POST …/stop: stop data collection now (a census that is not running is left as it is). */
export function stopCensus(db: Db, row: CensusRow, now = Date.now()): Census {
  const state = stateOf(row, now);
  const sessions = stopSessions(row.sessions, state.progress, now);
  return censusView(censusStore(db).update(row.id, { sessions })!);
}

/**
 * Operator-level administrators (ObservePoint staff; `isOpAdmin` in the reference's UserContext):
 * in the mock, the user of the demo administrator key. An account administrator is not one.
 */
export function isOperator(db: Db, userId: number): boolean {
  return db.apiKeys.get(DEMO_API_KEY) === userId;
}

/** Censuses of other accounts that only an operator's finder sees. */
const otherAccounts = [
  { id: 8101, name: 'Northwind Traders — EU storefronts', accountId: 2 },
  { id: 8102, name: 'Contoso Health patient portal', accountId: 3 },
  { id: 8103, name: 'Fabrikam full site census', accountId: 4 },
];

const finderQuerySchema = z.object({
  search: z
    .string({ error: 'search is required' })
    .check(z.trim())
    .check(z.minLength(1, { error: 'search is required' })),
  page: z._default(z.coerce.number().check(z.int()).check(z.minimum(0)), 0),
  pageSize: z._default(z.coerce.number().check(z.int()).check(z.minimum(100)).check(z.maximum(1000)), 100),
});

/** GET /v3/site-censuses/finder: censuses of every account by id or name (operators only, 403 otherwise). */
export function findCensuses(ctx: Pick<MockContext, 'db' | 'user' | 'query'>): FoundCensusPage {
  if (!isOperator(ctx.db, ctx.user.id))
    throw new MockHttpError(
      403,
      'The census finder is restricted to operator-level administrators',
      `User ${ctx.user.username} is not an operator-level administrator`,
    );
  const { search, page, pageSize } = readQuery(finderQuerySchema, ctx.query);
  const needle = search.toLowerCase();
  const all = [
    ...censusStore(ctx.db)
      .all()
      .map((row) => ({ id: row.id, name: row.name, accountId: row.accountId })),
    ...otherAccounts,
  ];
  const items = all.filter((item) => String(item.id) === search || item.name.toLowerCase().includes(needle));
  const { items: found, pagination } = pageOf(items, page, pageSize);
  return { metadata: { pagination }, items: found };
}
