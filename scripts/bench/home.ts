// Home on the demo account (26 audits), a large one (5,000) and a huge one (50,000, every audit run in
// the last 7 days), each behind the production server: the time from navigation until every section
// has settled, what the service sent, in how many calls, the JS heap, the longest main-thread task,
// and how many audits Home says it checked.
import type { Browser, Page } from '@playwright/test';
import { trackRequests } from '../../e2e/requests-in-flight';
import { naiveFirstRender, signedInContext } from './scenarios';
import type { AccountSize } from './servers';
import { pairedRatios, repeat, spread, type PairedSpread, type Spread } from './stats';

/** Every section of Home with its items, or its "nothing" line, drawn. */
const ALL_SECTIONS_DRAWN = 'section[aria-labelledby^="attention-"] :is(ul, p)';
/** How many sections Home has (failed runs, score drops, four kinds of change, journeys). */
const SECTIONS = 7;
/** Said by a change whose two runs are still being compared. */
const COMPARING = 'comparing the runs…';
/** No request in flight for this long: the visit is over. */
const QUIET_MS = 500;
const VISIT_TIMEOUT_MS = 120_000;
/** Rows of the naive table, the reference of Home and /audits (the tables' reference, in their own browser). */
export const REFERENCE_ROWS = 10_000;

/** Home's figures on one account. */
export interface HomeAccountFigure {
  account: AccountSize;
  audits: number;
  /** Navigation → the last change of the page while every section was drawn and no change was being compared. */
  settledMs: Spread;
  /** Calls to the service in one visit (the most). */
  callsMax: number;
  /** The service's answers of the median visit: bytes over the wire (as sent, gzip) and unpacked, KB. */
  wireKB: number;
  unpackedKB: number;
  /** The page's JS heap when Home had settled (the most of the visits), MB. */
  heapMB: number;
  /** The longest main-thread task of any visit, ms. */
  longestTaskMs: number;
  /** The audits Home said it checked (the fewest of the visits); null when it did not say. */
  checked: number | null;
}

/** Home on each account, visited in turn in every round, after the round's reference. */
export interface HomeFigure {
  accounts: HomeAccountFigure[];
  /** The naive table's first render, once a round in the same browser: the longest task's reference. */
  reference: { name: string; renderMs: Spread };
  /** Per-round ratios of the settle times: large ÷ demo, huge ÷ large. */
  ratios: { largeToDemo: PairedSpread | null; hugeToLarge: PairedSpread | null };
}

interface Visit {
  settledMs: number;
  calls: number;
  wireBytes: number;
  unpackedBytes: number;
  heapBytes: number;
  longestTaskMs: number;
  checked: number | null;
}

declare global {
  interface Window {
    __homeSettledAt?: number | null;
  }
}

/** Record, on every change of the page, its time if Home is then settled (every section drawn, nothing compared). */
async function watchSettled(page: Page): Promise<void> {
  await page.addInitScript(
    ({ selector, sections, comparing }) => {
      window.__homeSettledAt = null;
      new MutationObserver(() => {
        const settled =
          document.querySelectorAll(selector).length >= sections &&
          !(document.body.textContent ?? '').includes(comparing);
        window.__homeSettledAt = settled ? performance.now() : null;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    },
    { selector: ALL_SECTIONS_DRAWN, sections: SECTIONS, comparing: COMPARING },
  );
}

/**
 * Count the service's answers to `page`: calls, bytes as sent and unpacked. The figures come from the
 * page's own Resource Timing once the visit is measured: fetching each body through the browser as it
 * arrived (Playwright's `response.body()`) copied 10 MB over CDP while the page parsed the same answer,
 * and slowed the very visit it counted.
 */
export function countAnswers(page: Page, serviceUrl: string) {
  const requests = trackRequests(page);
  return {
    quiet: () => requests.pending() === 0 && Date.now() - requests.changedAt() >= QUIET_MS,
    totals: () =>
      page.evaluate((prefix) => {
        const answers = performance
          .getEntriesByType('resource')
          .map((entry) => entry as PerformanceResourceTiming)
          .filter((entry) => entry.name.startsWith(prefix));
        return {
          calls: answers.length,
          wireBytes: answers.reduce((sum, answer) => sum + answer.encodedBodySize, 0),
          unpackedBytes: answers.reduce((sum, answer) => sum + answer.decodedBodySize, 0),
        };
      }, serviceUrl),
  };
}

/** What Home says it checked: "… was checked: 50,000 audits, …". */
const CHECKED = /was checked: ([\d,]+) audits/;

/** The figures a settled page holds: its JS heap, its longest task, and the audits Home checked. */
async function pageFigures(page: Page) {
  return page.evaluate((checked) => {
    const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
    const said = new RegExp(checked).exec(document.body.textContent ?? '')?.[1];
    return {
      heapBytes: memory?.usedJSHeapSize ?? 0,
      longestTaskMs: Math.max(0, ...(window.__bench?.longTasks ?? []).map((task) => task.duration)),
      checked: said === undefined ? null : Number(said.replace(/,/g, '')),
    };
  }, CHECKED.source);
}

/** One visit of `/?period=7d` in a fresh signed-in context, until every section settled and the network is quiet. */
async function visitHome(
  browser: Browser,
  options: { appUrl: string; session: { apiKey: string; baseUrl: string } },
): Promise<Visit> {
  const context = await signedInContext(browser, options.session);
  try {
    const page = await context.newPage();
    await watchSettled(page);
    const answers = countAnswers(page, `${options.appUrl}${options.session.baseUrl}`);
    await page.goto(`${options.appUrl}/?period=7d`);
    const deadline = Date.now() + VISIT_TIMEOUT_MS;
    let settledMs: number | null | undefined = null;
    while (Date.now() < deadline) {
      settledMs = answers.quiet() ? await page.evaluate(() => window.__homeSettledAt) : null;
      if (typeof settledMs === 'number') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (typeof settledMs !== 'number') throw new Error(`Home did not settle within ${VISIT_TIMEOUT_MS} ms`);
    return { settledMs, ...(await pageFigures(page)), ...(await answers.totals()) };
  } finally {
    await context.close();
  }
}

/** Bytes as KB, to 0.1. */
export const kb = (bytes: number) => +(bytes / 1024).toFixed(1);

/** The visit with the median bytes over the wire. */
export function medianByBytes<T extends { wireBytes: number }>(visits: readonly T[]): T {
  return [...visits].sort((a, b) => a.wireBytes - b.wireBytes)[Math.floor((visits.length - 1) / 2)]!;
}

const mb = (bytes: number) => +(bytes / 1024 ** 2).toFixed(1);

/** One account's figures from its visits. */
function accountFigure(account: AccountSize, audits: number, visits: readonly Visit[]): HomeAccountFigure {
  const median = medianByBytes(visits);
  const checked = visits.map((visit) => visit.checked);
  return {
    account,
    audits,
    settledMs: spread(visits.map((visit) => visit.settledMs)),
    callsMax: Math.max(...visits.map((visit) => visit.calls)),
    wireKB: kb(median.wireBytes),
    unpackedKB: kb(median.unpackedBytes),
    heapMB: mb(Math.max(...visits.map((visit) => visit.heapBytes))),
    longestTaskMs: +Math.max(...visits.map((visit) => visit.longestTaskMs)).toFixed(1),
    checked: checked.includes(null) ? null : Math.min(...(checked as number[])),
  };
}

/** Where each account is served, and how many audits it has. */
export interface HomeAccount {
  account: AccountSize;
  audits: number;
  appUrl: string;
  session: { apiKey: string; baseUrl: string };
}

/**
 * `runs` rounds, each the naive table's first render then one visit of Home on every account, in
 * order (a fresh context each time): the ratios between accounts pair the visits of a round.
 */
export async function measureHome(
  browser: Browser,
  options: { harnessUrl: string; accounts: readonly HomeAccount[]; runs: number },
): Promise<HomeFigure> {
  const rounds = await repeat(options.runs, async () => {
    const reference = await naiveFirstRender(browser, options.harnessUrl, REFERENCE_ROWS);
    const visits = new Map<AccountSize, Visit>();
    for (const account of options.accounts) visits.set(account.account, await visitHome(browser, account));
    return { reference, visits };
  });
  const settled = (account: AccountSize) =>
    rounds.map((round) => round.visits.get(account)?.settledMs ?? NaN);
  return {
    accounts: options.accounts.map((account) =>
      accountFigure(
        account.account,
        account.audits,
        rounds.map((round) => round.visits.get(account.account)!),
      ),
    ),
    reference: {
      name: `the naive table's first render (${REFERENCE_ROWS.toLocaleString('en-US')} rows)`,
      renderMs: spread(rounds.map((round) => round.reference)),
    },
    ratios: {
      largeToDemo: pairedRatios(settled('large'), settled('demo')),
      hugeToLarge: pairedRatios(settled('huge'), settled('large')),
    },
  };
}
