/**
 * The stub servers of the browser suite (mocks/server.ts, the same handlers as the embedded mock over
 * HTTP): one per parallel worker, so no two workers share mock state. Worker N (Playwright's
 * TEST_PARALLEL_INDEX) uses port E2E_STUB_PORT + N.
 */

/** The first stub server's port (E2E_STUB_PORT: to run two suites side by side). */
export const firstStubPort = Number(process.env.E2E_STUB_PORT ?? 8788);

/** How many workers the suite runs (E2E_WORKERS; two on this 2-core kind of machine). */
export const workerCount = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The base URL of the stub server that parallel worker `index` owns. */
export function stubServerUrl(index: number): string {
  return `http://127.0.0.1:${firstStubPort + index}`;
}

/**
 * The port of the Prism router of e2e/reference.spec.ts (E2E_REFERENCE_PORT), its three Prisms on the
 * next three: by default just above the stub servers (8790 with two workers), so more workers never
 * take its port.
 */
export const referencePort = Number(
  process.env.E2E_REFERENCE_PORT ?? firstStubPort + Math.max(2, workerCount),
);
