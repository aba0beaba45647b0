// Home on a large account (MOCK_SCENARIO=large-account: 5,000 audits in 300 sub-folders): how soon
// its first section shows after the data arrived, and how many calls it made to the service.
import type { Browser } from '@playwright/test';
import { signedInContext } from './scenarios';
import { repeat, spread, type Spread } from './stats';

/** Home's first section (from the audit list) with its items, or its "nothing" line, drawn. */
const SECTION_DRAWN = 'section[aria-labelledby="attention-failed-runs"] :is(ul, p)';
/** Every section of Home with its items, or its "nothing" line, drawn. */
const ALL_SECTIONS_DRAWN = 'section[aria-labelledby^="attention-"] :is(ul, p)';
/** How many sections Home has (failed runs, score drops, four kinds of change, journeys). */
const SECTIONS = 7;
/** Said by a change whose two runs are still being compared. */
const COMPARING = 'comparing the runs…';
/** The read the audit sections come from (the audit list with each audit's latest runs). */
const AUDIT_LIST = /\/v2\/web-audits\?/;

/** Home's figures on the large account. */
export interface HomeFigure {
  audits: number;
  /** The audit list's answer arrived → the first section drawn (ms). */
  dataToFirstSectionMs: Spread;
  /** Calls to the service while Home loads (the most in one visit). */
  callsMax: number;
}

/** One visit: the time from the audit list's arrival to the first section drawn, and the calls made. */
async function visitHome(
  browser: Browser,
  options: { appUrl: string; session: { apiKey: string; baseUrl: string } },
): Promise<{ ms: number; calls: number }> {
  const context = await signedInContext(browser, options.session);
  try {
    const page = await context.newPage();
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().startsWith(options.session.baseUrl) && request.method() !== 'OPTIONS') calls++;
    });
    await page.addInitScript((selector: string) => {
      const watch = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        (window as unknown as { __homeDrawnAt: number }).__homeDrawnAt = performance.now();
        watch.disconnect();
      });
      watch.observe(document, { childList: true, subtree: true });
    }, SECTION_DRAWN);
    await page.goto(`${options.appUrl}/?period=7d`);
    await page.locator(SECTION_DRAWN).first().waitFor({ timeout: 60_000 });
    // Every section drawn: the calls counted are the whole visit's.
    await page.waitForFunction(
      ({ selector, sections }) => document.querySelectorAll(selector).length >= sections,
      { selector: ALL_SECTIONS_DRAWN, sections: SECTIONS },
      { timeout: 60_000 },
    );
    // …and every change told exactly (the diffs of the runs whose totals rose are calls too).
    await page.waitForFunction((text) => !document.body.innerText.includes(text), COMPARING, {
      timeout: 120_000,
    });
    const ms = await page.evaluate((pattern) => {
      const drawnAt = (window as unknown as { __homeDrawnAt: number }).__homeDrawnAt;
      const data = performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .find((entry) => new RegExp(pattern).test(entry.name));
      return data ? drawnAt - data.responseEnd : Number.NaN;
    }, AUDIT_LIST.source);
    return { ms, calls };
  } finally {
    await context.close();
  }
}

/** Open Home `runs` times on the large account (a fresh context each time). */
export async function measureHome(
  browser: Browser,
  options: { appUrl: string; session: { apiKey: string; baseUrl: string }; audits: number; runs: number },
): Promise<HomeFigure> {
  const visits = await repeat(options.runs, () => visitHome(browser, options));
  return {
    audits: options.audits,
    dataToFirstSectionMs: spread(visits.map((visit) => visit.ms)),
    callsMax: Math.max(...visits.map((visit) => visit.calls)),
  };
}
