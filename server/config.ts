// The production server's settings, read from the environment (see README › Deploying).
import { fileURLToPath } from 'node:url';
import { readLimits, type ServerLimits } from './limits';

/** Who may set `X-Forwarded-*`, as Fastify's `trustProxy` takes it: any hop, the first n hops, or addresses/CIDRs. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

export interface ServerConfig {
  /** The built app (`vite build` output). */
  distDir: string;
  /** The service `/api/*` is forwarded to; undefined serves dist/config.json as it is. */
  serviceUrl: URL | undefined;
  port: number;
  host: string;
  trustProxy: TrustProxy;
  /** Extra CSP origins, used only when the built index.html carries no policy (see headers.ts). */
  cspConnectSources: string | undefined;
  cspImageSources: string | undefined;
  /** Timeouts, sizes and the upstream pool (limits.ts). */
  limits: ServerLimits;
  /** Where `GET /metrics` answers: off, on the main port, or on a port of its own. */
  metrics: MetricsSetting;
}

export type MetricsSetting = { on: false } | { on: true; port: number | undefined };

/** dist/ next to this folder, wherever the server is started from. */
export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

/** An absolute http(s) URL without credentials, query or fragment; its path is kept, without a trailing `/`. */
export function parseServiceUrl(value: string | undefined): URL | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(
      `SERVICE_URL must be an absolute http(s) URL such as https://api.example.com; got ${text}`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SERVICE_URL must start with https:// or http://; got ${url.protocol}`);
  }
  if (url.username || url.password) throw new Error('SERVICE_URL must not carry a user name or password');
  if (url.search || url.hash) throw new Error('SERVICE_URL must not have a query string or a fragment');
  url.pathname = url.pathname.replace(/\/+$/, '') || '/';
  return url;
}

/** `TRUST_PROXY`: unset/false/0 = trust nobody; true = any proxy; a number = that many hops; else addresses. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text.split(/[\s,]+/).filter(Boolean);
}

function parsePort(value: string | undefined, variable = 'PORT'): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${variable} must be 0–65535; got ${value}`);
  return port;
}

/** `METRICS=on` serves `/metrics` on the main port; `METRICS_PORT` on a port of its own (then METRICS may stay unset); off by default. */
export function parseMetrics(enabled: string | undefined, port: string | undefined): MetricsSetting {
  const text = enabled?.trim().toLowerCase() ?? '';
  if (!['', 'on', 'off'].includes(text)) throw new Error(`METRICS must be on or off; got ${enabled}`);
  const ownPort = parsePort(port, 'METRICS_PORT');
  if (ownPort !== undefined) {
    if (text === 'off') throw new Error('METRICS=off contradicts METRICS_PORT');
    return { on: true, port: ownPort };
  }
  return text === 'on' ? { on: true, port: undefined } : { on: false };
}

/** Read the settings; throws with a readable message on a bad value so the server never starts half-configured. */
export function readServerConfig(env: Record<string, string | undefined>): ServerConfig {
  return {
    distDir: env.DIST_DIR?.trim() || DEFAULT_DIST_DIR,
    serviceUrl: parseServiceUrl(env.SERVICE_URL),
    port: parsePort(env.PORT) ?? 8080,
    host: env.HOST?.trim() || '127.0.0.1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    cspConnectSources: env.CSP_CONNECT_SRC,
    cspImageSources: env.CSP_IMG_SRC,
    limits: readLimits(env),
    metrics: parseMetrics(env.METRICS, env.METRICS_PORT),
  };
}
