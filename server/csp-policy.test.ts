import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, parseOriginList } from './csp-policy';

/** The directives of a policy, by name. */
const directivesOf = (policy: string) =>
  new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)] as const));

describe('buildContentSecurityPolicy', () => {
  it('allows loopback servers for the embedded-mock build, and nothing that runs foreign code', () => {
    expect(buildContentSecurityPolicy({ apiBaseUrl: '' })).toBe(
      "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; " +
        "connect-src 'self' http://127.0.0.1:* http://localhost:*; img-src 'self' data:; " +
        "style-src 'self' 'unsafe-inline'; worker-src 'self'; form-action 'self'",
    );
  });

  it('allows the configured API origin (and no loopback) when config.json names a service', () => {
    const directives = directivesOf(
      buildContentSecurityPolicy({
        apiBaseUrl: 'https://api.example.com/base/',
        extraConnectSources: ['https://eu.api.example.com'],
        extraImageSources: ['https://shots.example-cdn.com'],
      }),
    );
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'https://eu.api.example.com',
    ]);
    expect(directives.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://api.example.com',
      'https://shots.example-cdn.com',
    ]);
  });
});

describe('parseOriginList', () => {
  it('reads space- or comma-separated origins', () => {
    expect(
      parseOriginList('https://a.example.com, https://*.b.example.com:8443 http://c.test:*', 'X'),
    ).toEqual(['https://a.example.com', 'https://*.b.example.com:8443', 'http://c.test:*']);
    expect(parseOriginList(undefined, 'X')).toEqual([]);
  });

  it('refuses what could widen the policy beyond an origin', () => {
    expect(() => parseOriginList("https://a.example.com 'unsafe-eval'", 'CSP_CONNECT_SRC')).toThrow(
      "CSP_CONNECT_SRC takes origins like https://api.example.com; not accepted: 'unsafe-eval'",
    );
    expect(() => parseOriginList('https://a.example.com;script-src *', 'X')).toThrow(/not accepted/);
    expect(() => parseOriginList('*', 'X')).toThrow(/not accepted: \*/);
  });
});
