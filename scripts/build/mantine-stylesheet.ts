import { readFileSync } from 'node:fs';
import { transform } from 'lightningcss';
import type { Plugin } from 'vite';
import { mantineClassesIn, purgeUnusedClasses } from './purge-classes.js';

/** The Mantine stylesheets src/entry.ts imports, which hold every component's rules. */
const STYLESHEETS = ['@mantine/core/styles.css', '@mantine/notifications/styles.css'];
// Its imports resolve to an empty module (an id that does not end in .css, or Vite would process it).
const STAND_IN = '\0mantine-stylesheet:';

/**
 * On `vite build`: Mantine's stylesheets become one file of their own, without the rules of the
 * components no chunk uses (a third of them), linked in index.html before the app's stylesheet so
 * the app's styles still come after. Its name is the hash of what it holds, so a cached copy never
 * outlives a change. The dev server imports the stylesheets as they are.
 */
export function mantineStylesheet(): Plugin {
  const files = new Map<string, string>();
  let href = '';
  let base = '/';
  return {
    name: 'site-audit:mantine-stylesheet',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    async resolveId(source, importer) {
      if (!STYLESHEETS.includes(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved) return null;
      files.set(source, resolved.id);
      return `${STAND_IN}${STYLESHEETS.indexOf(source)}`;
    },
    load(id) {
      return id.startsWith(STAND_IN) ? 'export {};' : null;
    },
    generateBundle(_options, bundle) {
      if (files.size === 0) return;
      const used = mantineClassesIn(
        Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output.code] : [])),
      );
      const css = STYLESHEETS.filter((source) => files.has(source))
        .map((source) => purgeUnusedClasses(readFileSync(files.get(source)!, 'utf8'), used))
        .join('\n');
      const { code } = transform({ filename: 'mantine.css', code: Buffer.from(css), minify: true });
      const reference = this.emitFile({ type: 'asset', name: 'mantine.css', source: code });
      href = `${base}${this.getFileName(reference)}`;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!href) return html;
        // Before the app's own stylesheet (or at the end of <head>), so the app's rules win ties.
        const link = `<link rel="stylesheet" href="${href}">`;
        const appStylesheet = html.search(/<link\b[^>]*\brel="stylesheet"/);
        return appStylesheet >= 0
          ? `${html.slice(0, appStylesheet)}${link}\n    ${html.slice(appStylesheet)}`
          : html.replace('</head>', `  ${link}\n  </head>`);
      },
    },
  };
}
