// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIST_DIR, parseServiceUrl, parseTrustProxy, readServerConfig } from './config';

describe('readServerConfig', () => {
  it('defaults to 127.0.0.1:8080, dist/ beside server/, no service and no trusted proxy', () => {
    expect(readServerConfig({})).toEqual({
      distDir: DEFAULT_DIST_DIR,
      serviceUrl: undefined,
      port: 8080,
      host: '127.0.0.1',
      trustProxy: false,
      cspConnectSources: undefined,
      cspImageSources: undefined,
    });
    expect(DEFAULT_DIST_DIR).toMatch(/[\\/]dist$/);
  });

  it('reads PORT, HOST, DIST_DIR and refuses a bad port', () => {
    expect(readServerConfig({ PORT: '0', HOST: '0.0.0.0', DIST_DIR: '/srv/app' })).toEqual(
      expect.objectContaining({ port: 0, host: '0.0.0.0', distDir: '/srv/app' }),
    );
    expect(() => readServerConfig({ PORT: 'eighty' })).toThrow('PORT must be 0–65535; got eighty');
    expect(() => readServerConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});

describe('parseServiceUrl', () => {
  it('keeps the base path without a trailing slash', () => {
    expect(parseServiceUrl('https://api.example.com')?.href).toBe('https://api.example.com/');
    expect(parseServiceUrl(' https://gw.example.com/site-audit/ ')?.href).toBe(
      'https://gw.example.com/site-audit',
    );
    expect(parseServiceUrl('')).toBeUndefined();
    expect(parseServiceUrl(undefined)).toBeUndefined();
  });

  it('refuses what is not a plain http(s) base', () => {
    expect(() => parseServiceUrl('api.example.com')).toThrow(/absolute http\(s\) URL/);
    expect(() => parseServiceUrl('ftp://api.example.com')).toThrow(/https:\/\//);
    expect(() => parseServiceUrl('https://user:pw@api.example.com')).toThrow(/user name or password/);
    expect(() => parseServiceUrl('https://api.example.com/?key=1')).toThrow(/query string/);
  });
});

describe('parseTrustProxy', () => {
  it('trusts nobody unless told: true, a hop count, or addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    const twoHops = parseTrustProxy('2');
    expect(typeof twoHops).toBe('function');
    if (typeof twoHops === 'function')
      expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8 loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
  });
});
