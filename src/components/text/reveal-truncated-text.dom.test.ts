import { afterEach, describe, expect, it } from 'vitest';
import { revealTruncatedText } from './reveal-truncated-text';

/** A box with an ellipsis whose content is `contentWidth` px wide in a 100 px box (jsdom has no layout). */
function ellipsisBox(text: string, contentWidth: number, title?: string): HTMLElement {
  const box = document.createElement('div');
  box.style.textOverflow = 'ellipsis';
  box.style.overflow = 'hidden';
  if (title !== undefined) box.title = title;
  const inner = document.createElement('span');
  inner.textContent = text;
  box.append(inner);
  Object.defineProperty(box, 'scrollWidth', { value: contentWidth });
  Object.defineProperty(box, 'clientWidth', { value: 100 });
  document.body.append(box);
  return box;
}

function hover(element: Element) {
  element.addEventListener('mouseover', revealTruncatedText);
  element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('revealTruncatedText', () => {
  it('gives a cut value its full text as title when its text is hovered', () => {
    const box = ellipsisBox('Summer sale\u202Efdp.exe LongUnbrokenToken', 900);
    hover(box.firstElementChild!);
    expect(box).toHaveAttribute('title', 'Summer sale\u202Efdp.exe LongUnbrokenToken');
  });

  it('leaves a value that fits alone', () => {
    const box = ellipsisBox('Short', 60);
    hover(box.firstElementChild!);
    expect(box).not.toHaveAttribute('title');
  });

  it('keeps a title that already holds the full text, and replaces one that does not', () => {
    const kept = ellipsisBox('{"a": 1}', 900, '{\n  "a": 1\n}');
    hover(kept.firstElementChild!);
    expect(kept).toHaveAttribute('title', '{\n  "a": 1\n}');

    const replaced = ellipsisBox('Brand sites', 900, '12');
    hover(replaced.firstElementChild!);
    expect(replaced).toHaveAttribute('title', 'Brand sites');
  });
});
