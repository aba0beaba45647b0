// What the benchmark measures inside a page: when the first data rows appear, how many rows the
// DOM holds, and frame times and long tasks during a scripted scroll sweep.
import type { BrowserContext, Page } from '@playwright/test';
import { quantile } from './stats';

/** A table row with data (the shared DataTable marks its rows with `data-index`). */
export const DATA_ROW = 'tbody tr[data-index]';

/** Figures of one scroll sweep over a table. */
export interface SweepFigures {
  frames: number;
  medianFrameMs: number;
  p95FrameMs: number;
  longTasks: number;
  longestTaskMs: number;
}

declare global {
  interface Window {
    __bench?: { longTasks: Array<{ start: number; duration: number }>; firstRowAt: number | null };
  }
}

/**
 * Record long tasks and the moment the first data row is in the DOM, in every page of `context`
 * (times are `performance.now()`: ms since the navigation started).
 */
export async function installObservers(context: BrowserContext): Promise<void> {
  // tsx compiles with esbuild's keepNames: functions sent to the page call its `__name` helper.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  await context.addInitScript((selector: string) => {
    const bench = {
      longTasks: [] as Array<{ start: number; duration: number }>,
      firstRowAt: null as number | null,
    };
    window.__bench = bench;
    // Every answer of a visit stays countable (the default keeps 250 entries).
    performance.setResourceTimingBufferSize(10_000);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    const watch = new MutationObserver(() => {
      if (bench.firstRowAt !== null || !document.querySelector(selector)) return;
      bench.firstRowAt = performance.now();
      watch.disconnect();
    });
    watch.observe(document, { childList: true, subtree: true });
  }, DATA_ROW);
}

/** Timing of one visit: navigation → first rows, and data arrival → first rows. */
export interface VisitFigures {
  navigationToRowsMs: number;
  dataToRowsMs: number;
  rowsInDom: number;
}

/**
 * Open `url` in `page` and wait for its first data row. `dataUrl` picks the API call whose answer
 * the rows come from (its resource timing's responseEnd is "the data arrived").
 */
export async function visitTable(page: Page, url: string, dataUrl: RegExp): Promise<VisitFigures> {
  await page.goto(url);
  await page.locator(DATA_ROW).first().waitFor({ timeout: 60_000 });
  return page.evaluate((pattern) => {
    const matcher = new RegExp(pattern);
    const firstRowAt = window.__bench?.firstRowAt ?? Number.NaN;
    const data = performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => matcher.test(entry.name) && entry.responseEnd <= firstRowAt)
      .at(-1);
    return {
      navigationToRowsMs: firstRowAt,
      dataToRowsMs: data ? firstRowAt - data.responseEnd : Number.NaN,
      rowsInDom: document.querySelectorAll('tbody tr[data-index]').length,
    };
  }, dataUrl.source);
}

/**
 * Scroll the table holding the first row matching `rowSelector` from top to bottom in `steps` steps, one per
 * animation frame, and report frame times (rAF to rAF) and long tasks (> 50 ms) during the sweep.
 */
export async function sweepTable(
  page: Page,
  rowSelector = DATA_ROW,
  steps = 120,
): Promise<SweepFigures & { rowsInDomMax: number }> {
  const raw = await page.evaluate(
    async ({ count, selector }) => {
      const row = document.querySelector(selector);
      let scroller: HTMLElement | null = row?.parentElement ?? null;
      while (scroller && scroller.scrollHeight <= scroller.clientHeight + 1)
        scroller = scroller.parentElement;
      if (!scroller) throw new Error('No scrollable table container found');
      const target = scroller;
      const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
      const distance = target.scrollHeight - target.clientHeight;
      const start = await nextFrame();
      const frames: number[] = [];
      let last = start;
      let rowsInDomMax = 0;
      for (let step = 1; step <= count; step++) {
        target.scrollTop = (distance * step) / count;
        const now = await nextFrame();
        frames.push(now - last);
        last = now;
        rowsInDomMax = Math.max(rowsInDomMax, document.querySelectorAll(selector).length);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      const longTasks = (window.__bench?.longTasks ?? []).filter(
        (task) => task.start >= start && task.start <= last,
      );
      return { frames, longTasks: longTasks.map((task) => task.duration), rowsInDomMax };
    },
    { count: steps, selector: rowSelector },
  );
  return {
    frames: raw.frames.length,
    medianFrameMs: +quantile(raw.frames, 0.5).toFixed(1),
    p95FrameMs: +quantile(raw.frames, 0.95).toFixed(1),
    longTasks: raw.longTasks.filter((duration) => duration > 50).length,
    longestTaskMs: +Math.max(0, ...raw.longTasks).toFixed(1),
    rowsInDomMax: raw.rowsInDomMax,
  };
}
