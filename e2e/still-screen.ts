import { expect, type Page } from '@playwright/test';

/** What is still moving on the page: finite animations and transitions running, dialogs not yet opaque. */
interface Motion {
  animations: string[];
  fadingDialogs: string[];
}

/** Quiet samples in a row that count as still: covers the frames between a transition's steps. */
const QUIET_SAMPLES = 3;
/** How long a screen may keep moving before the wait fails (a transition is ~200 ms; a busy machine is slow). */
const MOTION_TIMEOUT_MS = 10_000;

/** Read the page's motion now (runs in the page). */
function readMotion(): Motion {
  const describe = (element: Element | null) =>
    element
      ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''}`
      : 'document';
  const animations = document
    .getAnimations()
    .filter((animation) => {
      if (animation.playState !== 'running') return false;
      // An endless animation (a spinner) never ends: only the ones that will are waited for.
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    })
    .map((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      const name =
        animation instanceof CSSTransition
          ? `transition of ${animation.transitionProperty}`
          : animation instanceof CSSAnimation
            ? `animation ${animation.animationName}`
            : 'animation';
      return `${name} on ${describe(target)}`;
    });
  // A dialog opening or closing is drawn (or its overlay is) partly transparent.
  const fadingDialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')]
    .filter((dialog) => {
      if (!dialog.checkVisibility({ visibilityProperty: true })) return false;
      let opacity = 1;
      for (let node: Element | null = dialog; node; node = node.parentElement)
        opacity *= Number(getComputedStyle(node).opacity);
      return opacity < 1;
    })
    .map((dialog) => `${describe(dialog)} ${dialog.getAttribute('aria-label') ?? ''}`.trim());
  return { animations, fadingDialogs };
}

/**
 * Wait until nothing on the page moves: no finite animation or transition running and no dialog
 * opening or closing, for {@link QUIET_SAMPLES} samples in a row. Scans and screenshots taken
 * mid-transition see half-faded text (axe's color-contrast then fails on a machine that draws slowly).
 */
export async function waitForStillness(page: Page): Promise<void> {
  let quiet = 0;
  let last: Motion = { animations: [], fadingDialogs: [] };
  const poll = expect.poll(
    async () => {
      last = await page.evaluate(readMotion);
      quiet = last.animations.length + last.fadingDialogs.length === 0 ? quiet + 1 : 0;
      return quiet >= QUIET_SAMPLES;
    },
    { timeout: MOTION_TIMEOUT_MS, intervals: [50] },
  );
  await poll.toBe(true).catch(() => {
    throw new Error(`The screen kept moving for ${MOTION_TIMEOUT_MS} ms: ${JSON.stringify(last)}`);
  });
}

/** A view still loading: Mantine's skeleton while it is shown (the app's loading state of a view). */
export const LOADING_VIEW = '.mantine-Skeleton-root[data-visible]';

/** How long a screen may take to settle on a busy machine: its reads answered, its deferred code arrived. */
const SETTLE_TIMEOUT_MS = 30_000;

/**
 * Wait until the screen is settled: no view loading (skeleton), no control still waiting for its code
 * (`deferred()`'s stand-ins carry `data-code-pending`), and nothing moving. Going offline or injecting
 * a fault before then fails a load the test did not mean to fail (a chunk still on its way).
 */
export async function waitForSettledScreen(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (loadingView) => ({
            loading: document.querySelectorAll(`main ${loadingView}`).length,
            codePending: document.querySelectorAll('[data-code-pending]').length,
          }),
          LOADING_VIEW,
        ),
      { timeout: SETTLE_TIMEOUT_MS, intervals: [50, 100, 250] },
    )
    .toEqual({ loading: 0, codePending: 0 });
  await waitForStillness(page);
}
