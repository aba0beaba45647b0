// /audits and the command palette on the demo account (26 audits) and the huge one (50,000 audits in
// 3,000 sub-folders), each behind the production server: navigation → the library's first row, a
// search's answer, Ctrl+K → the palette's first matching audit, the longest main-thread task, and
// what the service sent.
import type { Browser, Page } from '@playwright/test';
import { countAnswers, kb, medianByBytes, REFERENCE_ROWS, type HomeAccount } from './home';
import { DATA_ROW } from './page-measures';
import { naiveFirstRender, signedInContext } from './scenarios';
import type { AccountSize } from './servers';
import { pairedRatios, repeat, spread, type PairedSpread, type Spread } from './stats';

/** A seeded audit every account has, whose name no other audit contains. */
const SEARCHED = 'Acme Outdoors US — Homepage & global navigation';
const TIMEOUT_MS = 120_000;

/** The library and the palette on one account. */
export interface LibraryAccountFigure {
  account: AccountSize;
  audits: number;
  /** Navigation → the library's first data row. */
  firstRowMs: Spread;
  /** The search typed → only the searched audit listed. */
  searchMs: Spread;
  /** Ctrl+K on a screen that had not read the audits → the palette's first matching audit. */
  paletteMs: Spread;
  /** The longest main-thread task of any visit (library or palette), ms. */
  longestTaskMs: number;
  /** The library visit with the median bytes: the service's answers over the wire and unpacked, KB; calls. */
  wireKB: number;
  unpackedKB: number;
  calls: number;
}

/** Both accounts, visited in turn each round; the huge account's times ÷ the demo's, per round. */
export interface LibraryFigure {
  accounts: LibraryAccountFigure[];
  /** The naive table's first render, once a round in the same browser: the longest task's reference. */
  reference: { name: string; renderMs: Spread };
  ratios: { firstRow: PairedSpread | null; search: PairedSpread | null; palette: PairedSpread | null };
}

interface LibraryVisit {
  firstRowMs: number;
  searchMs: number;
  paletteMs: number;
  longestTaskMs: number;
  wireBytes: number;
  unpackedBytes: number;
  calls: number;
}

declare global {
  interface Window {
    __typedAt?: number;
    __answeredAt?: number;
  }
}

/** What answers: only the searched audit in the library, or the searched audit among the palette's audits. */
type Answer = 'library' | 'palette';

/**
 * Run `act`, and time in the page from the first key or input that reaches it to the first change
 * of the page after which `answer` holds (ms).
 */
async function timeAnswer(page: Page, act: () => Promise<void>, answer: Answer): Promise<number> {
  await page.evaluate(
    ({ kind, name, row }) => {
      window.__typedAt = undefined;
      window.__answeredAt = undefined;
      const holds = () =>
        kind === 'library'
          ? /^Showing 1 of /m.test(document.body.innerText) &&
            [...document.querySelectorAll(`${row} a`)].some((link) => link.textContent === name)
          : [...document.querySelectorAll('[role="group"][aria-label="Audits"] button')].some((entry) =>
              entry.textContent?.includes(name),
            );
      const mark = () => {
        window.__typedAt ??= performance.now();
      };
      document.addEventListener('input', mark, { capture: true, once: true });
      document.addEventListener('keydown', mark, { capture: true, once: true });
      const watch = new MutationObserver(() => {
        if (window.__typedAt === undefined || !holds()) return;
        window.__answeredAt = performance.now();
        watch.disconnect();
      });
      watch.observe(document, { childList: true, subtree: true, characterData: true });
    },
    { kind: answer, name: SEARCHED, row: DATA_ROW },
  );
  await act();
  await page.waitForFunction(() => window.__answeredAt !== undefined, undefined, { timeout: TIMEOUT_MS });
  return page.evaluate(() => +(window.__answeredAt! - window.__typedAt!).toFixed(1));
}

const longestTask = (page: Page) =>
  page.evaluate(() => Math.max(0, ...(window.__bench?.longTasks ?? []).map((task) => task.duration)));

/** One round on one account: the library (first row, then a search), then the palette in a fresh tab. */
async function visitLibrary(browser: Browser, account: HomeAccount): Promise<LibraryVisit> {
  const library = await signedInContext(browser, account.session);
  let visit: Omit<LibraryVisit, 'paletteMs'>;
  try {
    const page = await library.newPage();
    const answers = countAnswers(page, `${account.appUrl}${account.session.baseUrl}`);
    await page.goto(`${account.appUrl}/audits`);
    await page.locator(DATA_ROW).first().waitFor({ timeout: TIMEOUT_MS });
    const firstRowMs = await page.evaluate(() => window.__bench?.firstRowAt ?? Number.NaN);
    const search = page.getByRole('textbox', { name: 'Search audits' });
    const searchMs = await timeAnswer(page, () => search.fill(SEARCHED), 'library');
    visit = { firstRowMs, searchMs, longestTaskMs: await longestTask(page), ...(await answers.totals()) };
  } finally {
    await library.close();
  }
  const palette = await signedInContext(browser, account.session);
  try {
    const page = await palette.newPage();
    await page.goto(`${account.appUrl}/settings/webhooks`);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: TIMEOUT_MS });
    await page.getByRole('button', { name: /^Search/ }).waitFor({ timeout: TIMEOUT_MS });
    const paletteMs = await timeAnswer(
      page,
      async () => {
        await page.keyboard.press('Control+K');
        await page.getByRole('textbox', { name: 'Search the dashboard' }).fill(SEARCHED);
      },
      'palette',
    );
    return { ...visit, paletteMs, longestTaskMs: Math.max(visit.longestTaskMs, await longestTask(page)) };
  } finally {
    await palette.close();
  }
}

/** `runs` rounds, each the naive table's first render then every account in turn (a fresh context each visit). */
export async function measureLibrary(
  browser: Browser,
  options: { harnessUrl: string; accounts: readonly HomeAccount[]; runs: number },
): Promise<LibraryFigure> {
  const references: number[] = [];
  const rounds = await repeat(options.runs, async () => {
    references.push(await naiveFirstRender(browser, options.harnessUrl, REFERENCE_ROWS));
    const visits = new Map<AccountSize, LibraryVisit>();
    for (const account of options.accounts) visits.set(account.account, await visitLibrary(browser, account));
    return visits;
  });
  const figure = (account: HomeAccount): LibraryAccountFigure => {
    const visits = rounds.map((round) => round.get(account.account)!);
    const median = medianByBytes(visits);
    return {
      account: account.account,
      audits: account.audits,
      firstRowMs: spread(visits.map((visit) => visit.firstRowMs)),
      searchMs: spread(visits.map((visit) => visit.searchMs)),
      paletteMs: spread(visits.map((visit) => visit.paletteMs)),
      longestTaskMs: +Math.max(...visits.map((visit) => visit.longestTaskMs)).toFixed(1),
      wireKB: kb(median.wireBytes),
      unpackedKB: kb(median.unpackedBytes),
      calls: median.calls,
    };
  };
  const times = (account: AccountSize, pick: (visit: LibraryVisit) => number) =>
    rounds.map((round) => {
      const visit = round.get(account);
      return visit ? pick(visit) : Number.NaN;
    });
  const hugeToDemo = (pick: (visit: LibraryVisit) => number) =>
    pairedRatios(times('huge', pick), times('demo', pick));
  return {
    accounts: options.accounts.map(figure),
    reference: {
      name: `the naive table's first render (${REFERENCE_ROWS.toLocaleString('en-US')} rows)`,
      renderMs: spread(references),
    },
    ratios: {
      firstRow: hugeToDemo((visit) => visit.firstRowMs),
      search: hugeToDemo((visit) => visit.searchMs),
      palette: hugeToDemo((visit) => visit.paletteMs),
    },
  };
}
