import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import mantinePreset from 'postcss-preset-mantine';
// `.js` resolves to the .ts file, and keeps Vite's config loader from warning about a bare path.
import { contentSecurityPolicy } from './scripts/csp/vite-plugin.js';
import { mantineStylesheet } from './scripts/build/mantine-stylesheet.js';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [react(), contentSecurityPolicy(), mantineStylesheet()],
  resolve: {
    alias: { '@': fromRoot('./src'), '@mocks': fromRoot('./mocks') },
  },
  css: { postcss: { plugins: [mantinePreset()] } },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    sourcemap: false,
    // Browsers preload modules themselves (Safari since 17; an older one loads them when imported).
    modulePreload: { polyfill: false },
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // Required by experimentalInlineCommonChunks: the app's entry exports nothing anyone imports.
      preserveEntrySignatures: false,
      output: {
        // Shared chunks under 20 KB (source) are copied into the chunks that use them: a first visit
        // to /audits fetched 111 files, 34 now (a phone's connections fetch 6 at a time). Costs ~3 %
        // more bytes; docs/benchmarks.md has the Lighthouse figures before and after.
        codeSplitting: {
          // React in one chunk of its own: the inlining below would copy it into five chunks.
          groups: [{ name: 'react', test: /node_modules[\\/]react[\\/]/ }],
          experimentalInlineCommonChunks: { maxSize: 20_000 },
        },
      },
    },
  },
  test: {
    css: false,
    testTimeout: 30_000,
    // Vitest's default (one core fewer than the machine has) would run one worker on 2 cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The files of a project share their worker's modules instead of importing Mantine, the router
    // and the mock anew for each (2.6× faster); src/test/setup*.ts reset what a file could leave behind.
    isolate: false,
    // Two projects: the mock's, pure modules' and scripts' tests (`*.test.ts`) need no DOM and run
    // in Node; only component and route tests (`*.test.tsx`) pay for jsdom and Testing Library.
    // A `.test.ts` that needs a document is named `*.dom.test.ts`.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          setupFiles: ['./src/test/setup-shared.ts'],
          exclude: ['**/*.dom.test.ts', '**/node_modules/**'],
          include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['./src/test/setup-shared.ts', './src/test/setup.ts'],
          include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
        },
      },
    ],
  },
});
