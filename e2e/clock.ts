import type { Page } from '@playwright/test';

/**
 * Pin the page's clock: from each load on, `Date.now()` and `new Date()` start at `instant` and tick
 * on in real time; timers are untouched. Playwright's own `page.clock` cannot be used where the app
 * formats dates in a time zone: its fake `Date` returns plain dates from subclasses, so
 * `new TZDate(…)` (@date-fns/tz) loses its zone and a 09:00 New York run reads "14:00 EST". This
 * replacement constructs through `new.target`, which keeps subclasses whole.
 */
export async function pinClock(page: Page, instant: Date): Promise<void> {
  await page.addInitScript((startMs: number) => {
    const RealDate = Date;
    const offset = startMs - RealDate.now();
    const now = () => RealDate.now() + offset;
    function PinnedDate(this: unknown, ...args: unknown[]) {
      if (!new.target) return new RealDate(now()).toString();
      return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target) as Date;
    }
    Object.setPrototypeOf(PinnedDate, RealDate);
    PinnedDate.prototype = RealDate.prototype;
    Object.defineProperty(PinnedDate, 'now', { value: now });
    (window as unknown as { Date: unknown }).Date = PinnedDate;
  }, instant.getTime());
}
