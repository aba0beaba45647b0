import { afterEach, describe, expect, it } from 'vitest';
import { allowedConnectOrigins, isConnectAllowed, policySources, sourceAllows } from './csp';

/** Give the test document the policy meta tag the production build adds. */
function withPolicy(content: string) {
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = content;
  document.head.prepend(meta);
}

const removePolicy = () =>
  document.head.querySelector('meta[http-equiv="Content-Security-Policy"]')?.remove();

afterEach(removePolicy);

const page = 'https://app.example.com';
const allows = (source: string, url: string) => sourceAllows(source, new URL(url), page);

describe('sourceAllows', () => {
  it("matches 'self', scheme, host, wildcard host and port like the browser", () => {
    expect(allows("'self'", 'https://app.example.com/v2/account')).toBe(true);
    expect(allows("'self'", 'https://api.example.com')).toBe(false);
    expect(allows('https:', 'https://anything.test')).toBe(true);
    expect(allows('https:', 'http://anything.test')).toBe(false);
    expect(allows('http://127.0.0.1:*', 'http://127.0.0.1:8911')).toBe(true);
    expect(allows('http://127.0.0.1:*', 'http://127.0.0.2:8911')).toBe(false);
    expect(allows('https://api.example.com', 'https://api.example.com/v2')).toBe(true);
    expect(allows('https://api.example.com', 'https://api.example.com:8443')).toBe(false);
    expect(allows('https://api.example.com:8443', 'https://api.example.com:8443')).toBe(true);
    expect(allows('https://*.example.com', 'https://eu.api.example.com')).toBe(true);
    expect(allows('https://*.example.com', 'https://example.com')).toBe(false);
    expect(allows('http://api.test', 'https://api.test')).toBe(true);
    expect(allows("'none'", 'https://app.example.com')).toBe(false);
  });
});

describe('isConnectAllowed', () => {
  it('allows everything when the page has no policy (dev server, tests)', () => {
    expect(policySources('connect-src')).toBeUndefined();
    expect(isConnectAllowed('https://anywhere.example')).toBe(true);
    expect(allowedConnectOrigins()).toEqual([]);
  });

  it("follows connect-src, falling back to default-src, and names 'self' for people", () => {
    withPolicy("default-src 'self'; connect-src 'self' http://127.0.0.1:* http://localhost:*");
    expect(isConnectAllowed('http://127.0.0.1:8787')).toBe(true);
    expect(isConnectAllowed('http://localhost:3000/api')).toBe(true);
    expect(isConnectAllowed('')).toBe(true);
    expect(isConnectAllowed('https://api.example.com')).toBe(false);
    expect(allowedConnectOrigins()).toEqual(['this site', 'http://127.0.0.1:*', 'http://localhost:*']);

    removePolicy();
    withPolicy("default-src 'self'");
    expect(isConnectAllowed('http://127.0.0.1:8787')).toBe(false);
  });
});
