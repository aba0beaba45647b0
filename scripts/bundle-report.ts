// Bundle figures of a production build: what a first visit loads, the largest lazy chunk, and
// whether the embedded mock stayed out of the first visit. Deterministic: gzip sizes of built files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/** The app's module, which the page's entry (src/entry.ts) always imports: part of the initial code. */
const APP_MODULE = 'src/main.tsx';

/** Budgets a production build must meet (initial JS: issue 20; route chunk: issue 9): gzip KB. */
export const BUNDLE_BUDGETS_KB = { initialJs: 130, routeChunk: 250 } as const;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The measured figures of one build (sizes in gzip KB, one decimal). */
export interface BundleReport {
  initialJsGzipKB: number;
  initialCssGzipKB: number;
  initialChunks: number;
  largestRouteChunk: { name: string; gzipKB: number } | null;
  mockChunkGzipKB: number | null;
  budgets: { initialJsKB: number; routeChunkKB: number };
  /** What breaks a budget or a loading rule; empty when the build passes. */
  failures: string[];
}

/** `<link rel="stylesheet" href="…">` in index.html; the href is group 1. */
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g;

const kb = (bytes: number) => +(bytes / KB).toFixed(1);

/** Measure the build in `distDir` (it must have been built with `build.manifest`). */
export function bundleReport(distDir: string): BundleReport {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const gzip = (file: string) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  const entries = Object.entries(manifest);
  const entryKey = entries.find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entryKey) throw new Error(`No entry chunk in ${manifestPath}: run the build first.`);

  const initial = new Set<string>();
  const visit = (key: string) => {
    if (initial.has(key)) return;
    initial.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entryKey);
  // The entry imports the app's own code at once (dynamically, after starting the first screen's).
  if (manifest[entryKey]?.dynamicImports?.includes(APP_MODULE)) visit(APP_MODULE);
  const initialChunks = [...initial].map((key) => [key, manifest[key]!] as const);

  const isMock = (key: string, chunk: ManifestChunk) =>
    key.startsWith('mocks/') || (chunk.src ?? '').startsWith('mocks/');
  const initialJs = initialChunks.reduce((sum, [, chunk]) => sum + gzip(chunk.file), 0);
  // The entry's CSS, and the stylesheets index.html links itself (Mantine's, see scripts/build).
  const linked = [...readFileSync(path.join(distDir, 'index.html'), 'utf8').matchAll(STYLESHEET_LINK)].map(
    (match) => match[1]!.replace(/^\//, ''),
  );
  const cssFiles = new Set([...initialChunks.flatMap(([, chunk]) => chunk.css ?? []), ...linked]);
  const initialCss = [...cssFiles].reduce((sum, file) => sum + gzip(file), 0);
  const mockInInitial = initialChunks.filter(([key, chunk]) => isMock(key, chunk)).map(([key]) => key);
  const initialText = initialChunks
    .map(([, chunk]) => readFileSync(path.join(distDir, chunk.file), 'utf8'))
    .join('\n');
  const mockMarkers = ['mockServiceWorker.js', 'setupWorker', '__mock/fixtures'].filter((marker) =>
    initialText.includes(marker),
  );

  const routeChunks = entries
    .filter(([key, chunk]) => !initial.has(key) && !isMock(key, chunk) && chunk.file.endsWith('.js'))
    .map(([key, chunk]) => ({ name: chunk.name ?? key, gzip: gzip(chunk.file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const largest = routeChunks[0];
  const mockChunk = entries.find(([key, chunk]) => isMock(key, chunk) && chunk.isDynamicEntry)?.[1];

  const failures: string[] = [];
  if (initialJs > BUNDLE_BUDGETS_KB.initialJs * KB)
    failures.push(`initial JS ${kb(initialJs)} KB gzip exceeds ${BUNDLE_BUDGETS_KB.initialJs} KB`);
  if (largest && largest.gzip > BUNDLE_BUDGETS_KB.routeChunk * KB)
    failures.push(
      `route chunk ${largest.name} is ${kb(largest.gzip)} KB gzip (> ${BUNDLE_BUDGETS_KB.routeChunk} KB)`,
    );
  if (mockInInitial.length)
    failures.push(`the initial bundle includes mock modules: ${mockInInitial.join(', ')}`);
  if (mockMarkers.length) failures.push(`the initial bundle contains mock code (${mockMarkers.join(', ')})`);
  if (!mockChunk)
    failures.push('no lazy mock chunk found: src/main.tsx must import mocks/browser.ts dynamically');

  return {
    initialJsGzipKB: kb(initialJs),
    initialCssGzipKB: kb(initialCss),
    initialChunks: initial.size,
    largestRouteChunk: largest ? { name: largest.name, gzipKB: kb(largest.gzip) } : null,
    mockChunkGzipKB: mockChunk ? kb(gzip(mockChunk.file)) : null,
    budgets: { initialJsKB: BUNDLE_BUDGETS_KB.initialJs, routeChunkKB: BUNDLE_BUDGETS_KB.routeChunk },
    failures,
  };
}
