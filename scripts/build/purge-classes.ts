import postcss, { type Root } from 'postcss';

/** Mantine's hashed class names (`m_b23fa0ef`), as its component modules and stylesheets spell them. */
const MANTINE_CLASS = /\bm_[0-9a-f]{4,10}\b/g;

/** Every Mantine class name that appears in `codes` (the built JavaScript chunks). */
export function mantineClassesIn(codes: Iterable<string>): Set<string> {
  const used = new Set<string>();
  for (const code of codes) for (const name of code.match(MANTINE_CLASS) ?? []) used.add(name);
  return used;
}

/**
 * The Mantine classes a selector needs on some element. Inside `:not(…)` a class is not needed, and
 * inside a list (`:is(.a, .b)`) one of them is enough: those are left out, so such selectors stay.
 */
function requiredClasses(selector: string): string[] {
  let plain = selector;
  for (let previous = ''; previous !== plain;) {
    previous = plain;
    plain = plain.replace(/:[\w-]+\(([^()]*)\)/g, (group: string, inner: string) =>
      group.startsWith(':not(') || inner.includes(',') ? '' : inner,
    );
  }
  return [...plain.matchAll(/\.(m_[0-9a-f]{4,10})\b/g)].map((match) => match[1]!);
}

/**
 * `css` without the selectors that need a Mantine class no built chunk uses (they can match nothing),
 * the rules left without a selector, and the at-rules left empty. Everything else stays as it is.
 */
export function purgeUnusedClasses(css: string, used: ReadonlySet<string>): string {
  const root: Root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) =>
      requiredClasses(selector).every((name) => used.has(name)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}
