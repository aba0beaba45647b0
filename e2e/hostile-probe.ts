import type { Page } from '@playwright/test';
import { allPayloads, HOSTILE_GIANT_TEXT, hostileText } from '../mocks/hostile/payloads';

/** What one route showed with hostile data: every list is empty on a safe page. */
export interface HostileReport {
  /** `a[href]` whose resolved href is not http(s), mailto or the app's own. */
  unsafeHrefs: string[];
  /** `<script>` elements rendered into the app (or its portals). */
  scripts: number;
  /** Elements of the app (or its portals) with an `on…` attribute, as `tag[onerror]`. */
  handlerAttributes: string[];
  /** `a[target=_blank]` without both `noopener` and `noreferrer` in rel. */
  openerLinks: string[];
  /** How far the document scrolls sideways beyond the viewport, in px. */
  sidewaysOverflow: number;
  /** Cut text (ellipsis, line clamp) carrying a payload whose full text no `title` holds once hovered. */
  unreachableValues: string[];
  /** Payload markers found in the rendered text of `<main>` (the header's account name aside). */
  visibleMarkers: string[];
}

/** Texts whose presence in the rendered page shows the hostile data is displayed (as text). */
export const HOSTILE_MARKERS: readonly string[] = [
  HOSTILE_GIANT_TEXT.slice(0, 14),
  hostileText.imgOnerror,
  hostileText.scriptTag,
  hostileText.svgBreakout,
  hostileText.mustache,
  hostileText.templateLiteral,
  hostileText.rtlOverride,
  hostileText.zeroWidth,
  hostileText.csvHyperlink,
  hostileText.csvPlus,
  hostileText.csvMinus,
  hostileText.csvAt,
  // What the tab and carriage-return formulas show once the rendered text's whitespace is collapsed.
  hostileText.csvTab.trim(),
  hostileText.longToken.slice(0, 40),
];

/** Every payload, also as the browser hands it back (a lone surrogate becomes U+FFFD), longest first. */
const payloadTexts = [
  ...allPayloads,
  ...allPayloads.map((payload) => payload.replace(/[\uD800-\uDFFF]/g, '\uFFFD')),
]
  .filter((payload, index, all) => all.indexOf(payload) === index)
  .sort((a, b) => b.length - a.length);

/** `text` without the catalogue's payloads, whitespace collapsed: the name hostile mode started from. */
export function withoutPayloads(text: string): string {
  const clean = payloadTexts.reduce((rest, payload) => rest.split(payload).join(''), text);
  return clean.replace(/\s+/g, ' ').trim();
}

/**
 * Before any page script: `alert`, `confirm`, `prompt` and `print` (what the payloads call) only
 * record their call in `window.__xss`, in every frame, so a payload that runs is seen and blocks nothing.
 */
export async function installDialogTraps(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const fired: string[] = [];
    Object.defineProperty(window, '__xss', { value: fired });
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      Object.defineProperty(window, name, {
        value: (...args: unknown[]) => {
          fired.push(`${name}(${args.map(String).join(', ')})`);
          return null;
        },
      });
    }
  });
}

/** The calls the traps recorded since the last look (`alert(1)`…: a payload ran), and forget them. */
export function takeTrappedCalls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fired = (window as unknown as { __xss?: string[] }).__xss ?? [];
    return fired.splice(0);
  });
}

/** Inspect the settled page: see {@link HostileReport}. */
export function inspectPage(page: Page): Promise<HostileReport> {
  return page.evaluate((markers) => {
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').replace(/\s+/g, ' ').slice(0, 80)}`;
    const appElements = [...document.querySelectorAll('#root, [data-portal]')].flatMap((root) => [
      root,
      ...root.querySelectorAll('*'),
    ]);
    const allowedStarts = ['http:', 'https:', 'mailto:', `${location.origin.toLowerCase()}/`];
    const unsafeHrefs = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((link) => !allowedStarts.some((start) => link.href.trim().toLowerCase().startsWith(start)))
      .map((link) => `${JSON.stringify(link.getAttribute('href'))} on ${describe(link)}`);
    const handlerAttributes = appElements.flatMap((element) =>
      element
        .getAttributeNames()
        .filter((name) => name.toLowerCase().startsWith('on'))
        .map((name) => `${element.tagName.toLowerCase()}[${name}]`),
    );
    const openerLinks = [...document.querySelectorAll<HTMLAnchorElement>('a[target="_blank" i]')]
      .filter((link) => !(link.relList.contains('noopener') && link.relList.contains('noreferrer')))
      .map((link) => `rel=${JSON.stringify(link.rel)} on ${describe(link)}`);
    const withoutSpace = (text: string) => text.replace(/\s+/g, '');
    const unreachableValues = appElements
      .filter((element): element is HTMLElement => element instanceof HTMLElement)
      .filter((element) => {
        const style = getComputedStyle(element);
        const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
        if (style.textOverflow !== 'ellipsis' && !clamped) return false;
        const cut =
          element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
        const text = element.textContent ?? '';
        if (!cut || !markers.some((marker) => text.includes(marker))) return false;
        element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        const title = element.closest('[title]')?.getAttribute('title') ?? '';
        return !withoutSpace(title).includes(withoutSpace(text));
      })
      .map(describe);
    const rendered = document.querySelector('main')?.innerText ?? '';
    return {
      unsafeHrefs,
      scripts: document.querySelectorAll('#root script, [data-portal] script').length,
      handlerAttributes,
      openerLinks,
      sidewaysOverflow: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
      unreachableValues,
      visibleMarkers: markers.filter((marker) => rendered.includes(marker)),
    };
  }, HOSTILE_MARKERS);
}
