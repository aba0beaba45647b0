import type { $ZodConfig } from 'zod/v4/core';

declare global {
  /** Zod's shared config: set before zod loads, it applies to every schema (zod/v4/core/core.ts). */
  var __zod_globalConfig: $ZodConfig | undefined;
}

// The production build's Content-Security-Policy forbids eval: without `jitless`, zod probes
// `new Function` once (to compile fast parsers) and the browser reports that as a CSP violation.
// The policy rules those parsers out anyway. Set through the global that zod documents for this
// (so zod stays out of the initial bundle); main.tsx loads this module before any schema.
globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

/** `public/config.json`: read at start so one build runs anywhere. Empty apiBaseUrl = embedded mock. */
export interface RuntimeConfig {
  apiBaseUrl: string;
}

/** Accept `{ apiBaseUrl: string }`; anything else means the embedded mock. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const url = (value as { apiBaseUrl?: unknown } | null)?.apiBaseUrl;
  return { apiBaseUrl: typeof url === 'string' ? url : '' };
}

/** Fetch and check the runtime config; a missing or broken file falls back to the embedded mock. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' });
    if (!response.ok) return { apiBaseUrl: '' };
    return parseRuntimeConfig(await response.json());
  } catch {
    return { apiBaseUrl: '' };
  }
}
