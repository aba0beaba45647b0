import type { Page } from '@playwright/test';

/** The page's requests in flight (the app's reads and its lazy chunks), and when that count last moved. */
export interface RequestsInFlight {
  pending: () => number;
  /** `Date.now()` of the last request that started or ended. */
  changedAt: () => number;
}

/** Count the page's requests in flight from now on. */
export function trackRequests(page: Page): RequestsInFlight {
  let pending = 0;
  let changedAt = Date.now();
  const move = (by: number) => {
    pending += by;
    changedAt = Date.now();
  };
  page.on('request', () => move(1));
  page.on('requestfinished', () => move(-1));
  page.on('requestfailed', () => move(-1));
  return { pending: () => pending, changedAt: () => changedAt };
}
