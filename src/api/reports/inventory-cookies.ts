import { queryOptions } from '@tanstack/react-query';
import { formatLifetime } from '@/lib/format-lifetime';
import { valueLabel } from '@/lib/vocabulary';
import { numberedPage, readAllPages } from '../pagination';
import { fetchReport, reportQueries, type ReportResponse } from './queries';

/** One cookie of the cookie inventory's list: its identity, attributes, reach and what set it. */
export type InventoryCookie = ReportResponse<'cookie-inventory', 'cookies'>['cookies'][number];

/** Rows per request (the list's largest size) and the most pages read (100,000 cookies). */
const PAGE_SIZE = 1000;
const MAX_PAGES = 100;

/** The fields that name one cookie to the cookie-pages operation (the cookie inventory's drill-down). */
export function cookieIdentity(row: Record<string, unknown>): Record<string, unknown> {
  const { name, domain, partyType, expirationType, sameSite, secure, httpOnly } = row;
  return { name, domain, partyType, expirationType, sameSite, secure, httpOnly };
}

/** How long a cookie lives, as every cookie screen words it: "Session", or its longest lifetime seen ("400 days"). */
export function cookieLifetime(
  row: Pick<InventoryCookie, 'expirationType' | 'maxDurationInMinutes'>,
): string {
  if (row.expirationType === 'session') return valueLabel('cookieExpiration', 'session');
  return row.maxDurationInMinutes === undefined || row.maxDurationInMinutes === null
    ? valueLabel('cookieExpiration', row.expirationType)
    : formatLifetime(row.maxDurationInMinutes);
}

/** A cookie's lifetime as it sorts: a session cookie first (0), then by its longest lifetime in minutes. */
export const cookieLifetimeMinutes = (
  row: Pick<InventoryCookie, 'expirationType' | 'maxDurationInMinutes'>,
): number | null => (row.expirationType === 'session' ? 0 : (row.maxDurationInMinutes ?? null));

/** Queries of the cookie inventory read whole, for screens outside the report (a run's Cookies tab). */
export const inventoryCookieQueries = {
  /** Every cookie of a run with its attributes (POST RP/cookie-inventory/cookies, every page). */
  all: (auditId: number, runId: number) =>
    queryOptions({
      queryKey: [...reportQueries.run(auditId, runId), 'cookie-inventory', 'cookies', 'whole'] as const,
      queryFn: async ({ signal }) =>
        (
          await readAllPages<InventoryCookie>({
            readPage: async ({ page, signal: pageSignal }) => {
              const answer = await fetchReport(
                'cookie-inventory',
                'cookies',
                { auditId, runId, query: { page, size: PAGE_SIZE }, body: {} },
                pageSignal,
              );
              return numberedPage(answer.metadata.pagination, answer.cookies);
            },
            maxPages: MAX_PAGES,
            parallel: 2,
            signal,
          })
        ).items,
    }),
};

/** How an initiator set a cookie, in words. */
const initiatorKinds: Record<string, string> = {
  HTTP: 'HTTP header',
  APP: 'script',
  OP_ACTION: 'audit action',
  UNKNOWN: 'unknown initiator',
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What set a cookie, in words: each initiator's domain and how ("www.googletagmanager.com (script)"),
 * joined; an en dash when the service names none.
 */
export function cookieSetBy(row: Pick<InventoryCookie, 'initiators'>): string {
  const seen = new Set<string>();
  for (const initiator of row.initiators ?? []) {
    const kind = initiatorKinds[initiator.initiatorType] ?? initiator.initiatorType;
    seen.add(initiator.urlDomain ? `${initiator.urlDomain} (${kind})` : capitalized(kind));
  }
  return seen.size > 0 ? [...seen].join(', ') : '–';
}
