import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import mantinePreset from 'postcss-preset-mantine';

/** Absolute path of a file relative to the project root. */
const fromRoot = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

/**
 * The benchmark harness page (see main.tsx for the protocol), built in production mode with the
 * app's React plugin, PostCSS/Mantine setup and `@` alias. Output goes to $BENCH_HARNESS_OUT
 * (relative to the project root; default node_modules/.cache/bench-harness).
 */
export default defineConfig({
  root: fromRoot('scripts/bench/harness'),
  base: './',
  mode: 'production',
  publicDir: false,
  plugins: [react()],
  resolve: {
    alias: { '@': fromRoot('src'), '@mocks': fromRoot('mocks') },
  },
  css: { postcss: { plugins: [mantinePreset()] } },
  cacheDir: fromRoot('node_modules/.vite-bench-harness'),
  server: { host: '127.0.0.1', port: 4780, strictPort: true },
  preview: { host: '127.0.0.1', port: 4780, strictPort: true },
  build: {
    outDir: resolve(fromRoot(''), process.env.BENCH_HARNESS_OUT ?? 'node_modules/.cache/bench-harness'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    // The cases page, and the minimal page Lighthouse measures as its reference.
    rolldownOptions: {
      input: {
        main: fromRoot('scripts/bench/harness/index.html'),
        minimal: fromRoot('scripts/bench/harness/minimal.html'),
      },
    },
  },
});
