import { useEffect } from 'react';

/** How many ancestors of the hovered element are searched for the box that cuts its text. */
const SEARCH_DEPTH = 6;

const withoutSpace = (text: string) => text.replace(/\s+/g, '');

/** True when the element's own style cuts its text: an ellipsis or a line clamp. */
function cutsText(element: HTMLElement): boolean {
  const style = getComputedStyle(element);
  const clamp = style.webkitLineClamp;
  return style.textOverflow === 'ellipsis' || (clamp !== '' && clamp !== 'none');
}

/** True when the element's content is larger than its box (the ellipsis or clamp is showing). */
function isCut(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
}

/** The nearest box around `target` (itself included) that cuts its text and is cut now, if any. */
export function truncatedBoxOf(target: EventTarget | null): HTMLElement | undefined {
  let node = target instanceof Element ? target : null;
  for (let depth = 0; node && depth < SEARCH_DEPTH; depth++, node = node.parentElement) {
    if (node instanceof HTMLElement && cutsText(node) && isCut(node)) return node;
  }
  return undefined;
}

/**
 * Give a truncated box its full text as `title` (unless its title already holds that text), so a
 * value cut by an ellipsis or a line clamp can be read in full on hover.
 */
export function revealTruncatedText(event: Event): void {
  const box = truncatedBoxOf(event.target);
  const text = box?.textContent?.replace(/\s+/g, ' ').trim();
  if (!box || !text || withoutSpace(box.title).includes(withoutSpace(text))) return;
  box.title = text;
}

/**
 * While mounted, every value the layout cuts (ellipsis, line clamp) shows its full text as a title on
 * hover or focus: text from audited sites can be any length, on any screen.
 */
export function useRevealTruncatedText(): void {
  useEffect(() => {
    document.addEventListener('mouseover', revealTruncatedText);
    document.addEventListener('focusin', revealTruncatedText);
    return () => {
      document.removeEventListener('mouseover', revealTruncatedText);
      document.removeEventListener('focusin', revealTruncatedText);
    };
  }, []);
}
