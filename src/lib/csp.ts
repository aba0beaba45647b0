// The page's Content-Security-Policy as the app sees it: the meta tag the production build adds
// (scripts/csp/vite-plugin.ts). Without one (dev server, tests) every address is allowed.

const POLICY_META = 'meta[http-equiv="Content-Security-Policy" i]';

/** The sources of `directive` in the page's policy (falling back to default-src); undefined without a policy. */
export function policySources(directive: string, doc: Document = document): string[] | undefined {
  const content = doc.querySelector(POLICY_META)?.getAttribute('content');
  if (!content) return undefined;
  const directives = new Map<string, string[]>();
  for (const part of content.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives.get(directive) ?? directives.get('default-src');
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** A source scheme covers the same scheme and, as browsers do, its secure upgrade (http: → https:). */
function schemeCovers(sourceScheme: string, protocol: string): boolean {
  const scheme = `${sourceScheme.toLowerCase()}:`;
  return scheme === protocol || (scheme === 'http:' && protocol === 'https:');
}

/** True when one CSP source expression (`'self'`, `https:`, `http://127.0.0.1:*`, `https://*.example.com`) allows `url`. */
export function sourceAllows(source: string, url: URL, pageOrigin: string): boolean {
  if (source === "'self'") return url.origin === pageOrigin;
  if (source === '*') return url.protocol === 'http:' || url.protocol === 'https:';
  const schemeOnly = /^([a-z][a-z0-9+.-]*):$/i.exec(source);
  if (schemeOnly) return schemeCovers(schemeOnly[1]!, url.protocol);
  const parts = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[^:/]+)(?::(\*|\d+))?\/?$/i.exec(source);
  if (!parts) return false;
  const [, scheme, host = '', port] = parts;
  if (!schemeCovers(scheme ?? new URL(pageOrigin).protocol.slice(0, -1), url.protocol)) return false;
  const hostname = url.hostname.toLowerCase();
  const wantedHost = host.toLowerCase();
  const hostMatches = wantedHost.startsWith('*.')
    ? hostname.endsWith(wantedHost.slice(1))
    : wantedHost === '*' || hostname === wantedHost;
  if (!hostMatches) return false;
  if (port === '*') return true;
  // Without a port the source means the scheme's default one (which URL writes as '').
  if (port === undefined) return url.port === '';
  return (url.port || DEFAULT_PORTS[url.protocol]) === port;
}

/** True when the page's policy lets the app call `address` (a relative address is this site). */
export function isConnectAllowed(address: string, doc: Document = document): boolean {
  const sources = policySources('connect-src', doc);
  if (!sources) return true;
  const pageOrigin = doc.location?.origin ?? globalThis.location.origin;
  let url: URL;
  try {
    url = new URL(address.trim() || '/', `${pageOrigin}/`);
  } catch {
    return false;
  }
  return sources.some((source) => sourceAllows(source, url, pageOrigin));
}

/** The addresses connect-src allows, for people: `'self'` reads "this site". Empty without a policy. */
export function allowedConnectOrigins(doc: Document = document): string[] {
  return (policySources('connect-src', doc) ?? []).map((source) =>
    source === "'self'" ? 'this site' : source,
  );
}
