import type { Locator } from '@playwright/test';

/** Pixels a box may overflow by before it counts as cut (sub-pixel text widths, line-height rounding). */
const TOLERANCE_PX = 2;

/**
 * What a reader cannot read whole inside `scope`: every visible element whose text is cut by its own
 * box (overflow hidden or clipped, an ellipsis, a text field narrower than its value) and every
 * table wider than the frame it scrolls in. Each finding is one line naming the text, for a test to
 * expect an empty list.
 */
export function cutTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, tolerance) => {
    const findings: string[] = [];
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const excerpt = (text: string | null | undefined) =>
      (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    for (const element of [root, ...root.querySelectorAll('*')]) {
      if (!(element instanceof HTMLElement) || !shown(element)) continue;
      // A visually hidden text (1 px, clipped) is for screen readers: it is meant to be cut.
      if (element.clientWidth <= tolerance || element.clientHeight <= tolerance) continue;
      const style = getComputedStyle(element);
      const wider = element.scrollWidth > element.clientWidth + tolerance;
      const taller = element.scrollHeight > element.clientHeight + tolerance;
      if (element instanceof HTMLInputElement) {
        if (wider && element.value) findings.push(`field cut: “${excerpt(element.value)}”`);
        continue;
      }
      const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
      if (scrolls(style.overflowX)) {
        const table = element.querySelector('table');
        if (wider && table)
          findings.push(
            `table wider than its frame: ${table.getAttribute('aria-label') ?? excerpt(table.textContent)}`,
          );
        continue;
      }
      const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
      const text = excerpt(element.textContent);
      if (!text) continue;
      // An ellipsis shows as soon as the text is wider than its box, by however little.
      const ellipsis = style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth;
      if ((wider && hides(style.overflowX)) || ellipsis || (taller && hides(style.overflowY)))
        findings.push(`text cut: “${text}”`);
    }
    return findings;
  }, TOLERANCE_PX);
}
