import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import mantinePreset from 'postcss-preset-mantine';
// `.js` resolves to the .ts file, and keeps Vite's config loader from warning about a bare path.
import { contentSecurityPolicy } from './scripts/csp/vite-plugin.js';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [react(), contentSecurityPolicy()],
  resolve: {
    alias: { '@': fromRoot('./src'), '@mocks': fromRoot('./mocks') },
  },
  css: { postcss: { plugins: [mantinePreset()] } },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { sourcemap: false, manifest: true, chunkSizeWarningLimit: 900 },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
    css: false,
    testTimeout: 30_000,
  },
});
