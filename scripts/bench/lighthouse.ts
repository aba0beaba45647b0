// Lighthouse performance scores of the production build (desktop preset, system Chromium).
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { spread, type Spread } from './stats';

/** Where sessionStorage keeps a session remembered in this tab (src/api/session.ts). */
const SESSION_KEY = 'site-audit-dashboard.session';

/** A route's Lighthouse performance scores (0–100) over the runs, and the last run's metrics. */
export interface LighthouseFigure {
  path: string;
  score: Spread;
  metrics: Record<string, number>;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** Remember a signed-in session in this tab, as "Remember in this tab" does. */
async function rememberSession(page: Page, appUrl: string, session: { apiKey: string; baseUrl: string }) {
  await page.goto(`${appUrl}/sign-in`);
  await page.evaluate(
    (key, value) => sessionStorage.setItem(key, value),
    SESSION_KEY,
    JSON.stringify(session),
  );
}

/**
 * Score each path `runs` times. Paths other than /sign-in are opened signed in (the key is put in
 * the tab's sessionStorage first, and Lighthouse is told not to clear storage).
 */
export async function measureLighthouse(options: {
  executablePath: string | undefined;
  appUrl: string;
  session: { apiKey: string; baseUrl: string };
  paths: readonly string[];
  runs: number;
}): Promise<LighthouseFigure[]> {
  if (!options.executablePath) throw new Error('Lighthouse needs a Chromium: run scripts/ensure-browser.mjs');
  const browser = await puppeteer.launch({
    executablePath: options.executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const figures: LighthouseFigure[] = [];
    for (const path of options.paths) {
      const scores: number[] = [];
      let metrics: Record<string, number> = {};
      for (let run = 0; run < options.runs; run++) {
        const page = await browser.newPage();
        if (path !== '/sign-in') await rememberSession(page, options.appUrl, options.session);
        const result = await lighthouse(
          `${options.appUrl}${path}`,
          { logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: path !== '/sign-in' },
          desktopConfig,
          page,
        );
        await page.close();
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
        scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        metrics = Object.fromEntries(
          METRICS.map((id) => [id, Math.round((lhr.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000]),
        );
      }
      figures.push({ path, score: spread(scores), metrics });
    }
    return figures;
  } finally {
    await browser.close();
  }
}
