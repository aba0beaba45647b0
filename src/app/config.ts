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
