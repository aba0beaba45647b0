import { describe, expect, it } from 'vitest';
import { mantineClassesIn, purgeUnusedClasses } from './purge-classes';

const used = mantineClassesIn(['const a={root:"m_11aa22bb"};', 'cls("m_33cc44dd")']);
const squash = (css: string) => css.replace(/\s+/g, ' ').trim();

describe('purgeUnusedClasses', () => {
  it('finds the Mantine classes the chunks name', () => {
    expect([...used].sort()).toEqual(['m_11aa22bb', 'm_33cc44dd']);
  });

  it('drops the rules and selectors of classes no chunk uses, and keeps everything else', () => {
    const css = `
      :root { --x: 1 }
      .m_11aa22bb { color: red }
      .m_99999999 { color: blue }
      .m_99999999, .m_33cc44dd[data-x] { margin: 0 }
      :where([data-mantine-color-scheme='dark']) .m_99999999 { color: green }
      @media (hover: hover) { .m_99999999:hover { color: pink } }
      @media (hover: none) { .m_11aa22bb:active { color: gray } }
      .mantine-Skeleton-root { opacity: 1 }`;
    expect(squash(purgeUnusedClasses(css, used))).toBe(
      squash(`
      :root { --x: 1 }
      .m_11aa22bb { color: red }
      .m_33cc44dd[data-x] { margin: 0 }
      @media (hover: none) { .m_11aa22bb:active { color: gray } }
      .mantine-Skeleton-root { opacity: 1 }`),
    );
  });

  it('keeps selectors that match without the unused class: inside :not() or one of a list', () => {
    const css = `.m_11aa22bb:not(.m_99999999) { color: red } :is(.m_99999999, .m_33cc44dd) { color: blue }`;
    expect(squash(purgeUnusedClasses(css, used))).toBe(squash(css));
  });
});
