// Home on a large account (MOCK_SCENARIO=large-account: 5,000 audits in 300 sub-folders): the time
// from navigation until every section has settled, what the service sent, and how many calls it took.
import type { Browser, Page } from '@playwright/test';
import { trackRequests } from '../../e2e/requests-in-flight';
import { naiveFirstRender, signedInContext } from './scenarios';
import { pairedRatios, ratioTo, repeat, spread, type Spread } from './stats';

/** Every section of Home with its items, or its "nothing" line, drawn. */
const ALL_SECTIONS_DRAWN = 'section[aria-labelledby^="attention-"] :is(ul, p)';
/** How many sections Home has (failed runs, score drops, four kinds of change, journeys). */
const SECTIONS = 7;
/** Said by a change whose two runs are still being compared. */
const COMPARING = 'comparing the runs…';
/** No request in flight for this long: the visit is over. */
const QUIET_MS = 500;
const VISIT_TIMEOUT_MS = 120_000;
/** Rows of the naive table, Home's reference (the tables' reference, in Home's own browser). */
const REFERENCE_ROWS = 10_000;

/** Home's figures on the large account. */
export interface HomeFigure {
  audits: number;
  /** Navigation → the last change of the page while every section was drawn and no change was being compared. */
  settledMs: Spread;
  /** The naive table's first render, interleaved with the visits in the same browser. */
  reference: { name: string; renderMs: Spread };
  /** settled ÷ reference: the median of the per-run ratios (each visit after its reference). */
  ratio: number | null;
  /** The per-run ratios settled ÷ reference. */
  ratios?: Spread | null;
  /** Calls to the service in one visit (the most). */
  callsMax: number;
  /** The service's answers of the median visit: bytes over the wire (as sent, gzip) and unpacked, KB. */
  wireKB: number;
  unpackedKB: number;
}

interface Visit {
  settledMs: number;
  calls: number;
  wireBytes: number;
  unpackedBytes: number;
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

/** Count the service's answers to `page`: calls, bytes as sent and unpacked. */
function countAnswers(page: Page, serviceUrl: string) {
  const answers: Array<Promise<{ wire: number; unpacked: number }>> = [];
  const requests = trackRequests(page);
  let counting = true;
  page.on('requestfinished', (request) => {
    if (!counting || !request.url().startsWith(serviceUrl) || request.method() === 'OPTIONS') return;
    answers.push(
      Promise.all([request.sizes(), request.response().then((response) => response?.body())]).then(
        ([sizes, body]) => ({ wire: sizes.responseBodySize, unpacked: body?.length ?? 0 }),
        // A body the browser no longer has (the page went on) is not part of the visit's bytes.
        () => ({ wire: 0, unpacked: 0 }),
      ),
    );
  });
  return {
    quiet: () => requests.pending() === 0 && Date.now() - requests.changedAt() >= QUIET_MS,
    totals: async () => {
      counting = false;
      const all = await Promise.all(answers);
      return {
        calls: all.length,
        wireBytes: all.reduce((sum, answer) => sum + answer.wire, 0),
        unpackedBytes: all.reduce((sum, answer) => sum + answer.unpacked, 0),
      };
    },
  };
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
    const answers = countAnswers(page, options.session.baseUrl);
    await page.goto(`${options.appUrl}/?period=7d`);
    const deadline = Date.now() + VISIT_TIMEOUT_MS;
    let settledMs: number | null | undefined = null;
    while (Date.now() < deadline) {
      settledMs = answers.quiet() ? await page.evaluate(() => window.__homeSettledAt) : null;
      if (typeof settledMs === 'number') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (typeof settledMs !== 'number') throw new Error(`Home did not settle within ${VISIT_TIMEOUT_MS} ms`);
    return { settledMs, ...(await answers.totals()) };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);

/** Open Home `runs` times on the large account (a fresh context each time), each after its reference. */
export async function measureHome(
  browser: Browser,
  options: {
    appUrl: string;
    harnessUrl: string;
    session: { apiKey: string; baseUrl: string };
    audits: number;
    runs: number;
  },
): Promise<HomeFigure> {
  const runs = await repeat(options.runs, async () => ({
    reference: await naiveFirstRender(browser, options.harnessUrl, REFERENCE_ROWS),
    visit: await visitHome(browser, options),
  }));
  const visits = runs.map((run) => run.visit);
  const settled = spread(visits.map((visit) => visit.settledMs));
  const reference = spread(runs.map((run) => run.reference));
  const ratios = pairedRatios(
    visits.map((visit) => visit.settledMs),
    runs.map((run) => run.reference),
  );
  const byBytes = [...visits].sort((a, b) => a.wireBytes - b.wireBytes);
  const median = byBytes[Math.floor((byBytes.length - 1) / 2)]!;
  return {
    audits: options.audits,
    settledMs: settled,
    reference: {
      name: `the naive table's first render (${REFERENCE_ROWS.toLocaleString('en-US')} rows)`,
      renderMs: reference,
    },
    ratio: ratios?.median ?? ratioTo(settled.median, reference.median),
    ratios,
    callsMax: Math.max(...visits.map((visit) => visit.calls)),
    wireKB: kb(median.wireBytes),
    unpackedKB: kb(median.unpackedBytes),
  };
}
