// The Content-Security-Policy of the production build (see README, "Security"): built from the
// API origin in public/config.json at build time and the deployment's extra origins. The build's
// meta tag (scripts/csp/vite-plugin.ts) and the server's header (server/headers.ts) both use it.

/** Loopback origins any port: the stub server and the benchmark, allowed in embedded-mock builds. */
export const LOOPBACK_SOURCES = ['http://127.0.0.1:*', 'http://localhost:*'] as const;

/** What the policy depends on. */
export interface PolicyInputs {
  /** `apiBaseUrl` of public/config.json when building ('' = embedded mock). */
  apiBaseUrl: string;
  /** Extra origins the app may call (CSP_CONNECT_SRC). */
  extraConnectSources?: readonly string[];
  /** Extra origins images may come from (CSP_IMG_SRC): hosts of pre-signed screenshot links. */
  extraImageSources?: readonly string[];
}

/** `scheme://host[:port]`, where host may start with `*.` and port may be `*` — nothing else. */
const ORIGIN_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?$/i;

/** The origin of an absolute http(s) API base URL; undefined for '' or a same-origin path. */
export function apiOriginOf(apiBaseUrl: string): string | undefined {
  try {
    const url = new URL(apiBaseUrl.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Split a space- or comma-separated list of origins (an env value); throws on anything but origins. */
export function parseOriginList(value: string | undefined, name: string): string[] {
  const sources = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const invalid = sources.filter((source) => !ORIGIN_SOURCE.test(source));
  if (invalid.length > 0) {
    throw new Error(`${name} takes origins like https://api.example.com; not accepted: ${invalid.join(' ')}`);
  }
  return sources.map((source) => source.replace(/\/$/, ''));
}

const unique = (values: readonly (string | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/** The policy text: directives separated by `; `, each source list in a stable order. */
export function buildContentSecurityPolicy(inputs: PolicyInputs): string {
  const apiOrigin = apiOriginOf(inputs.apiBaseUrl);
  const embedded = inputs.apiBaseUrl.trim() === '';
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    [
      'connect-src',
      unique([
        "'self'",
        apiOrigin,
        ...(embedded ? LOOPBACK_SOURCES : []),
        ...(inputs.extraConnectSources ?? []),
      ]),
    ],
    ['img-src', unique(["'self'", 'data:', apiOrigin, ...(inputs.extraImageSources ?? [])])],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['worker-src', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
