import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumExecutable } from './browser';
import { firstStubPort, referencePort, stubServerUrl, workerCount } from './stub-servers';

/** The repository root (this file lives in e2e/). */
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Port of the preview server (E2E_PORT: to run two suites side by side; see stub-servers.ts too). */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
/** The production build to serve (E2E_DIST: a private build directory, default dist/). */
const distDir = process.env.E2E_DIST ?? 'dist';
const isCI = !!process.env.CI;
/** Where results and the report go: a suite run side by side (its own E2E_PORT) keeps its own. */
const outputSuffix = process.env.E2E_PORT ? `-${port}` : '';

/**
 * End-to-end tests against the production build (`npm run build` → dist/) served by `vite preview`.
 * public/config.json has `apiBaseUrl: ""`, so the app starts the MSW service worker itself.
 */
export default defineConfig({
  testDir: path.join(rootDir, 'e2e'),
  testMatch: '**/*.spec.ts',
  outputDir: path.join(rootDir, `test-results${outputSuffix}`),
  // Tests share no state (the embedded mock starts afresh on every page load; each worker has its
  // own stub server), so every test may run in any worker.
  fullyParallel: true,
  forbidOnly: isCI,
  workers: workerCount,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: path.join(rootDir, `playwright-report${outputSuffix}`), open: 'never' }],
  ],
  use: {
    baseURL,
    // CI keeps only the text output: traces are recorded on developers' runs, with each action's DOM
    // snapshot but not the screencast (routes and hostile specs: 161 s untraced, 257 s with
    // screenshots, 180 s without them).
    trace: isCI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    serviceWorkers: 'allow',
    // As a user who asked for less motion: the app's transitions end at once, so no test (and no axe
    // scan) ever sees a dialog half faded in or out, however slowly the machine draws.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `node_modules/.bin/vite preview --outDir ${distDir} --port ${port} --strictPort --host 127.0.0.1`,
      url: `${baseURL}/config.json`,
      cwd: rootDir,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // One stub server per worker, for flows that must survive a reload (its state lives as long as
    // it runs) and for faults injected with page.route.
    ...Array.from({ length: workerCount }, (_, index) => ({
      command: 'node_modules/.bin/tsx mocks/server.ts',
      env: { PORT: String(firstStubPort + index) },
      url: `${stubServerUrl(index)}/__mock/fixtures`,
      cwd: rootDir,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
    // Prism on the reference OpenAPI documents behind one router (e2e/reference.spec.ts): the V3
    // document takes 20–40 s to load on a busy machine. Without ../shared/reference it stays up and
    // answers why, so that spec fails with the reason and the rest of the suite runs.
    {
      command: 'npm run mock:reference',
      env: {
        REFERENCE_PORT: String(referencePort),
        REFERENCE_ALLOW_MISSING: '1',
      },
      url: `http://127.0.0.1:${referencePort}/__mock/fixtures`,
      cwd: rootDir,
      reuseExistingServer: !isCI,
      timeout: 180_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
  ],
});
