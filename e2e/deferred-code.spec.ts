import type { Page } from '@playwright/test';
import { expect, STUB_SERVER_URL, test, type SignInOptions } from './fixtures';

/** A table row with data (the shared DataTable marks its rows with `data-index`; the bench's DATA_ROW). */
const DATA_ROW = 'tbody tr[data-index]';
/** The reads the library's first rows come from: the whole audit list, and its first sub-folder's. */
const AUDIT_LIST = /\/v3\/web-audits$|\/v2\/domains\/\d+\/web-audits\?/;
/** How late the slow visit's audit list is answered: past the 4 s after which deferred code used to load. */
const SLOW_ANSWER_MS = 6_000;
/** The app's code: its JavaScript and CSS chunks. */
const CHUNK = /\/assets\/[^/]+\.(js|css)$/;
/** Deferred code of /audits: the route error panel (main.tsx) and the account menu (a header stand-in). */
const DEFERRED_CHUNK = /\/(RouteError|AccountMenu)-[^/]+\.js$/;

declare global {
  interface Window {
    /** When the first data row was in the DOM (`performance.now()`), and how many stand-ins waited then. */
    __firstRow?: { at: number; pendingStandIns: number };
  }
}

/** The app's chunks a visit requested before its first data row, and those it requested after. */
interface ChunkOrder {
  before: string[];
  after: string[];
  pendingStandIns: number;
}

/**
 * Open /audits in `page` (signed in against the stub server) with the audit lists answered `delayMs`
 * late, wait for its first row and for every stand-in's real component, and sort the chunks it
 * requested by whether they started before that row.
 */
async function visitLibrary(
  page: Page,
  signIn: (page: Page, options?: SignInOptions) => Promise<void>,
  delayMs: number,
): Promise<ChunkOrder> {
  await page.addInitScript((selector: string) => {
    performance.setResourceTimingBufferSize(1000);
    const watch = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      window.__firstRow = {
        at: performance.now(),
        pendingStandIns: document.querySelectorAll('[data-code-pending]').length,
      };
      watch.disconnect();
    });
    watch.observe(document, { childList: true, subtree: true });
  }, DATA_ROW);
  let answered = 0;
  // Routed in both visits: routing turns the HTTP cache off, so each visit fetches its chunks.
  await page.route(AUDIT_LIST, async (route) => {
    if (route.request().method() === 'GET') {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      answered++;
    }
    await route.continue();
  });
  await signIn(page, { serviceUrl: STUB_SERVER_URL });
  await expect(page.locator(DATA_ROW).first()).toBeVisible({ timeout: 30_000 });
  expect(answered, 'the rows come from the routed audit list').toBeGreaterThan(0);
  // After the first row the deferred code arrives: every stand-in is replaced by its real component.
  await expect(page.locator('[data-code-pending]')).toHaveCount(0);
  return page.evaluate((chunk) => {
    const firstRowAt = window.__firstRow!.at;
    const path = (entry: PerformanceEntry) => new URL(entry.name).pathname;
    const chunks = performance
      .getEntriesByType('resource')
      .filter((entry) => new RegExp(chunk).test(path(entry)));
    return {
      before: chunks.filter((entry) => entry.startTime < firstRowAt).map(path),
      after: chunks.filter((entry) => entry.startTime >= firstRowAt).map(path),
      pendingStandIns: window.__firstRow!.pendingStandIns,
    };
  }, CHUNK.source);
}

test('with a deliberately slow data answer, no more code is fetched before the first row than with a fast one', async ({
  context,
  signIn,
}) => {
  test.setTimeout(120_000);
  const fastPage = await context.newPage();
  const fast = await visitLibrary(fastPage, signIn, 0);
  await fastPage.close();
  const slowPage = await context.newPage();
  const slow = await visitLibrary(slowPage, signIn, SLOW_ANSWER_MS);
  await slowPage.close();

  // Whatever the speed of the machine or the network, the code before the first row is the same:
  // deferred code (menus, other screens, the error panel) waits until the row has been painted.
  expect(
    slow.before.filter((chunk) => !fast.before.includes(chunk)),
    `chunks the slow visit fetched before its first row that the fast one did not (fast: ${fast.before.join(', ')})`,
  ).toEqual([]);
  for (const visit of [fast, slow]) {
    expect(
      visit.before.filter((chunk) => DEFERRED_CHUNK.test(chunk)),
      'deferred code fetched before the first row',
    ).toEqual([]);
    // …and arrives after it.
    expect(visit.pendingStandIns, 'stand-ins wait for their code when the first row shows').toBeGreaterThan(
      0,
    );
    expect(
      visit.after.filter((chunk) => DEFERRED_CHUNK.test(chunk)),
      'deferred code fetched after the first row',
    ).toHaveLength(2);
  }
});
