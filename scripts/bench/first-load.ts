// What a first visit to /audits fetches before its first data row shows, against a real service
// (behind the production server, the stub service under /api): every response that ended before the row, as gzip bytes.
import type { Browser } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { DATA_ROW } from './page-measures';
import { signedInContext } from './scenarios';

/** Kinds of response counted before the first row. */
export type FetchKind = 'document' | 'script' | 'style' | 'font' | 'api' | 'other';

/** Bytes fetched before the first data row, gzip level 9 (as a server compressing its answers sends them). */
export interface FirstLoadFigure {
  path: string;
  requests: number;
  gzipKB: number;
  byKind: Record<FetchKind, number>;
  /** Navigation start → first data row in this visit, ms. */
  firstRowMs: number;
}

const KIND_OF: Record<string, FetchKind> = {
  document: 'document',
  script: 'script',
  stylesheet: 'style',
  font: 'font',
  fetch: 'api',
  xhr: 'api',
};
const kb = (bytes: number) => +(bytes / 1024).toFixed(1);

/** Open `path` once, signed in, in a fresh context (empty cache), and add up what came before the first row. */
export async function measureFirstLoad(
  browser: Browser,
  options: { appUrl: string; session: { apiKey: string; baseUrl: string }; path: string },
): Promise<FirstLoadFigure> {
  const context = await signedInContext(browser, options.session);
  try {
    const page = await context.newPage();
    const bodies: Array<{ url: string; kind: FetchKind; bytes: Promise<number> }> = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'OPTIONS') return;
      bodies.push({
        url: response.url(),
        kind: KIND_OF[request.resourceType()] ?? 'other',
        bytes: response.body().then(
          (body) => gzipSync(body, { level: 9 }).length,
          () => 0,
        ),
      });
    });
    await page.goto(`${options.appUrl}${options.path}`);
    await page.locator(DATA_ROW).first().waitFor({ timeout: 60_000 });
    const before = await page.evaluate(() => {
      const firstRowAt = window.__bench?.firstRowAt ?? Number.POSITIVE_INFINITY;
      const resources = performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).responseEnd <= firstRowAt)
        .map((entry) => entry.name);
      return { firstRowAt, urls: [location.href, ...resources] };
    });
    const pending = [...bodies];
    let total = 0;
    const byKind: Record<FetchKind, number> = { document: 0, script: 0, style: 0, font: 0, api: 0, other: 0 };
    for (const url of before.urls) {
      const index = pending.findIndex((body) => body.url === url);
      if (index < 0) continue;
      const [body] = pending.splice(index, 1);
      const bytes = await body!.bytes;
      total += bytes;
      byKind[body!.kind] += bytes;
    }
    return {
      path: options.path,
      requests: before.urls.length,
      gzipKB: kb(total),
      byKind: Object.fromEntries(Object.entries(byKind).map(([kind, bytes]) => [kind, kb(bytes)])) as Record<
        FetchKind,
        number
      >,
      firstRowMs: Math.round(before.firstRowAt),
    };
  } finally {
    await context.close();
  }
}

/** The visit whose bytes are the median of `visits` (the lower middle one of an even number). */
export function medianVisit(visits: readonly FirstLoadFigure[]): FirstLoadFigure {
  if (visits.length === 0) throw new Error('No visit to take the median of');
  const sorted = [...visits].sort((a, b) => a.gzipKB - b.gzipKB);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
