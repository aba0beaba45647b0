#!/usr/bin/env node
// Bundle budgets of the production build (dist/): what a first visit loads, and that the
// embedded mock is not part of it. Deterministic: sizes are gzip sizes of the built files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const KB = 1024;
const budgets = { initialJs: 170 * KB, routeChunk: 250 * KB };

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzip = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const entries = Object.entries(manifest);
const [entryKey] = entries.find(([, chunk]) => chunk.isEntry) ?? [];
if (!entryKey) throw new Error('No entry chunk in dist/.vite/manifest.json — run `npm run build` first.');

/** The entry and every chunk it imports statically: what a first visit downloads. */
const initial = new Set();
const visit = (key) => {
  if (initial.has(key)) return;
  initial.add(key);
  for (const next of manifest[key]?.imports ?? []) visit(next);
};
visit(entryKey);

const isMock = (key, chunk) => key.startsWith('mocks/') || (chunk.src ?? '').startsWith('mocks/');
const initialJs = [...initial].reduce((sum, key) => sum + gzip(manifest[key].file), 0);
const initialCss = [...initial]
  .flatMap((key) => manifest[key].css ?? [])
  .reduce((sum, file) => sum + gzip(file), 0);
const mockInInitial = [...initial].filter((key) => isMock(key, manifest[key]));
const entryText = [...initial]
  .map((key) => readFileSync(path.join(dist, manifest[key].file), 'utf8'))
  .join('\n');
const mockMarkers = ['mockServiceWorker.js', 'setupWorker', '__mock/fixtures'].filter((marker) =>
  entryText.includes(marker),
);

const routeChunks = entries
  .filter(([key, chunk]) => !initial.has(key) && !isMock(key, chunk) && chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({ name: chunk.name ?? key, file: chunk.file, gzip: gzip(chunk.file) }))
  .sort((a, b) => b.gzip - a.gzip);
const largest = routeChunks[0];
const mockChunk = entries.find(([key, chunk]) => isMock(key, chunk) && chunk.isDynamicEntry);

const report = {
  initialJsGzipKB: +(initialJs / KB).toFixed(1),
  initialCssGzipKB: +(initialCss / KB).toFixed(1),
  initialChunks: initial.size,
  largestRouteChunk: largest ? { name: largest.name, gzipKB: +(largest.gzip / KB).toFixed(1) } : null,
  mockChunkGzipKB: mockChunk ? +(gzip(mockChunk[1].file) / KB).toFixed(1) : null,
  budgets: { initialJsKB: budgets.initialJs / KB, routeChunkKB: budgets.routeChunk / KB },
};
console.log(JSON.stringify(report, null, 2));

const failures = [];
if (initialJs > budgets.initialJs)
  failures.push(`initial JS ${report.initialJsGzipKB} KB gzip exceeds ${budgets.initialJs / KB} KB`);
if (largest && largest.gzip > budgets.routeChunk)
  failures.push(
    `route chunk ${largest.name} is ${report.largestRouteChunk.gzipKB} KB gzip (> ${budgets.routeChunk / KB} KB)`,
  );
if (mockInInitial.length)
  failures.push(`the initial bundle includes mock modules: ${mockInInitial.join(', ')}`);
if (mockMarkers.length) failures.push(`the initial bundle contains mock code (${mockMarkers.join(', ')})`);
if (!mockChunk)
  failures.push('no lazy mock chunk found: src/main.tsx must import mocks/browser.ts dynamically');
if (failures.length) {
  console.error(`Bundle check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Bundle check passed.');
