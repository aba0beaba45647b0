declare global {
  interface Window {
    /** Milliseconds from the `bench:start` mark until the case's content was committed and painted. */
    __benchFirstRenderMs?: number;
  }
}

/** Performance mark taken right before rendering the case; first-render time is measured from it. */
export const START_MARK = 'bench:start';

/** Run `callback` after the next frame has been painted (double requestAnimationFrame). */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(callback));
}

/**
 * Once an element matching `selector` exists and has been painted, run `beforeReady`, then publish
 * `window.__benchFirstRenderMs` (ms since the latest performance mark named `startMark`) and
 * `document.body.dataset.benchReady = '1'`.
 */
export function signalReadyWhen(selector: string, startMark: string, beforeReady?: () => void): void {
  const observer = new MutationObserver(() => check());
  const check = () => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    afterNextPaint(() => {
      const start = performance.getEntriesByName(startMark, 'mark').at(-1)?.startTime ?? 0;
      window.__benchFirstRenderMs = performance.now() - start;
      beforeReady?.();
      document.body.dataset.benchReady = '1';
    });
  };
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['d'],
  });
  check();
}

/** Mark the nearest scrollable ancestor of the first element matching `selector` with `data-bench-scroll`. */
export function markScrollContainer(selector: string): void {
  let element = document.querySelector(selector)?.parentElement ?? null;
  while (element && !/(auto|scroll)/.test(getComputedStyle(element).overflowY))
    element = element.parentElement;
  element?.setAttribute('data-bench-scroll', '');
}
