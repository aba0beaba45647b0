// The benchmark's servers: a production build of the app (and of the measurement harness) served
// by `vite preview`, the same build behind the production server (`npm run serve`: precompressed
// assets, the service forwarded under /api on the same origin), the stub server at MOCK_SCALE=large,
// the demo, large and huge accounts for Home and /audits (each a stub server behind a production
// server of its own), and (for the memory walk) a stub server at the default scale, whose seeded data the e2e
// route catalogue is written against.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import { createServer } from '../../server/app';
import { readServerConfig } from '../../server/config';
import { precompressAssets } from '../precompress';

/** The accounts Home and /audits are measured on: 26, 5,000 and 50,000 audits. */
export const ACCOUNT_SIZES = ['demo', 'large', 'huge'] as const;
export type AccountSize = (typeof ACCOUNT_SIZES)[number];
/** The stub scenario of each account. */
const ACCOUNT_SCENARIOS: Record<AccountSize, string> = {
  demo: 'seeded',
  large: 'large-account',
  huge: 'huge-account',
};

/** One account's stub server and the production server in front of it (the service under /api). */
export interface AccountServer {
  stubUrl: string;
  productionUrl: string;
}
export type AccountServers = Record<AccountSize, AccountServer>;

/** Where builds go (never dist/, which the e2e suite serves). */
export interface BenchPaths {
  root: string;
  appOut: string;
  harnessOut: string;
}

/** The running servers and how to stop them. */
export interface BenchServers {
  appUrl: string;
  /** The build behind the production server, the stub service forwarded at `${productionUrl}/api`. */
  productionUrl: string;
  harnessUrl: string;
  stubUrl: string;
  /** The default-scale stub server, when a port was given for it. */
  memoryStubUrl: string | null;
  /** The demo, large and huge accounts, each on its own stub server behind its own production server. */
  accounts: AccountServers | null;
  close: () => Promise<void>;
}

/** Build the app and the harness for production (quietly). */
export async function buildAll(paths: BenchPaths): Promise<void> {
  await build({
    configFile: path.join(paths.root, 'vite.config.ts'),
    root: paths.root,
    logLevel: 'warn',
    build: { outDir: paths.appOut, emptyOutDir: true },
  });
  process.env.BENCH_HARNESS_OUT = paths.harnessOut;
  await build({
    configFile: path.join(paths.root, 'scripts/bench/harness/vite.config.ts'),
    logLevel: 'warn',
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function startStub(root: string, port: number, scale: 'large' | 'small', scenario = 'seeded'): ChildProcess {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['mocks/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      MOCK_SCALE: scale,
      MOCK_SCENARIO: scenario,
      MOCK_LATENCY_MS: '0',
      MOCK_FAILURE_RATE: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

const loopback = (port: number) => `http://127.0.0.1:${port}`;

/** The production server (`npm run serve`) on `port`: the build, and `serviceUrl` forwarded under /api. */
async function productionServer(distDir: string, serviceUrl: string, port: number) {
  const server = await createServer(
    readServerConfig({ DIST_DIR: distDir, SERVICE_URL: serviceUrl, HOST: '127.0.0.1' }),
    { logLevel: 'warn' },
  );
  await server.listen({ port, host: '127.0.0.1' });
  return server;
}

const urlOf = (server: PreviewServer) => server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';

/**
 * Start the stub server on `ports.stub` (and a default-scale one on `ports.memoryStub`), point the app build at it (its config.json), and serve
 * the app and the harness with `vite preview`.
 */
export async function startServers(
  paths: BenchPaths,
  ports: {
    app: number;
    harness: number;
    stub: number;
    production: number;
    memoryStub?: number;
    /** The first of three stub ports and of three production ports, one each per account. */
    accounts?: { stub: number; production: number };
  },
): Promise<BenchServers> {
  const stubUrl = `http://127.0.0.1:${ports.stub}`;
  const stub = startStub(paths.root, ports.stub, 'large');
  const memoryStubUrl = ports.memoryStub ? `http://127.0.0.1:${ports.memoryStub}` : null;
  const memoryStub = ports.memoryStub ? startStub(paths.root, ports.memoryStub, 'small') : null;
  const accountPorts = ports.accounts;
  const accountStubs = accountPorts
    ? ACCOUNT_SIZES.map((size, index) =>
        startStub(paths.root, accountPorts.stub + index, 'small', ACCOUNT_SCENARIOS[size]),
      )
    : [];
  // Allowed by the build's CSP: config.json was empty when building, so connect-src has loopback.
  writeFileSync(path.join(paths.appOut, 'config.json'), JSON.stringify({ apiBaseUrl: stubUrl }));
  const app = await preview({
    configFile: path.join(paths.root, 'vite.config.ts'),
    root: paths.root,
    logLevel: 'warn',
    build: { outDir: paths.appOut },
    preview: { port: ports.app, strictPort: true, host: '127.0.0.1' },
  });
  process.env.BENCH_HARNESS_OUT = paths.harnessOut;
  const harness = await preview({
    configFile: path.join(paths.root, 'scripts/bench/harness/vite.config.ts'),
    logLevel: 'warn',
    preview: { port: ports.harness, strictPort: true, host: '127.0.0.1' },
  });
  await precompressAssets(paths.appOut);
  const production = await productionServer(paths.appOut, stubUrl, ports.production);
  const accountProductions = accountPorts
    ? await Promise.all(
        ACCOUNT_SIZES.map((_, index) =>
          productionServer(
            paths.appOut,
            loopback(accountPorts.stub + index),
            accountPorts.production + index,
          ),
        ),
      )
    : [];
  const accounts = accountPorts
    ? (Object.fromEntries(
        ACCOUNT_SIZES.map((size, index) => [
          size,
          {
            stubUrl: loopback(accountPorts.stub + index),
            productionUrl: loopback(accountPorts.production + index),
          },
        ]),
      ) as AccountServers)
    : null;
  await waitFor(`${stubUrl}/__mock/fixtures`, 120_000);
  if (memoryStubUrl) await waitFor(`${memoryStubUrl}/__mock/fixtures`, 120_000);
  // The huge account is seeded in about a second, and its grid indexed on the first read.
  for (const account of Object.values(accounts ?? {}))
    await waitFor(`${account.stubUrl}/__mock/fixtures`, 180_000);
  return {
    appUrl: urlOf(app),
    productionUrl: `http://127.0.0.1:${ports.production}`,
    harnessUrl: urlOf(harness),
    stubUrl,
    memoryStubUrl,
    accounts,
    close: async () => {
      stub.kill();
      memoryStub?.kill();
      for (const child of accountStubs) child.kill();
      await Promise.all([
        app.close(),
        harness.close(),
        production.close(),
        ...accountProductions.map((server) => server.close()),
      ]);
    },
  };
}
