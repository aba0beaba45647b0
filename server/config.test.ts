// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIST_DIR, parseMetrics, parseServiceUrl, parseTrustProxy, readServerConfig } from './config';
import { LIMIT_DEFAULTS, readLimits } from './limits';

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
      limits: readLimits({}),
      metrics: { on: false },
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

describe('readLimits', () => {
  it('bounds every wait by default: the service’s headers at 60 s, a line no shorter, upload gaps at 30 s, 128 connections', () => {
    expect(readLimits({})).toEqual({
      serviceTimeoutMs: 60_000,
      serviceBodyTimeoutMs: 60_000,
      queueTimeoutMs: 60_000,
      requestHeadersTimeoutMs: 30_000,
      requestBodyTimeoutMs: 30_000,
      keepAliveTimeoutMs: 72_000,
      clientIdleTimeoutMs: 130_000,
      requestBufferBytes: 1024 * 1024,
      upstreamConnections: 128,
      shutdownGraceMs: 10_000,
      readyEventLoopDelayMs: 1_000,
    });
    for (const limit of Object.values(LIMIT_DEFAULTS)) expect(limit.reason.length).toBeGreaterThan(20);
  });

  it('reads seconds (decimals allowed), bytes and counts, and refuses what is not a bound', () => {
    expect(
      readLimits({ SERVICE_TIMEOUT: '0.25', REQUEST_BUFFER_SIZE: '0', UPSTREAM_CONNECTIONS: '4' }),
    ).toEqual(
      expect.objectContaining({ serviceTimeoutMs: 250, requestBufferBytes: 0, upstreamConnections: 4 }),
    );
    expect(() => readLimits({ SERVICE_TIMEOUT: '0' })).toThrow(
      /SERVICE_TIMEOUT must be a number of seconds above 0/,
    );
    expect(() => readLimits({ REQUEST_BODY_TIMEOUT: 'soon' })).toThrow(/REQUEST_BODY_TIMEOUT/);
    expect(() => readLimits({ UPSTREAM_CONNECTIONS: '0' })).toThrow(/UPSTREAM_CONNECTIONS/);
    expect(() => readLimits({ REQUEST_BUFFER_SIZE: '1.5' })).toThrow(/REQUEST_BUFFER_SIZE/);
  });

  it('lets a call wait in line as long as the service may take: QUEUE_TIMEOUT follows SERVICE_TIMEOUT, never below it', () => {
    expect(readLimits({ SERVICE_TIMEOUT: '20' })).toEqual(
      expect.objectContaining({
        serviceTimeoutMs: 20_000,
        queueTimeoutMs: 20_000,
        clientIdleTimeoutMs: 50_000,
      }),
    );
    expect(readLimits({ SERVICE_TIMEOUT: '20', QUEUE_TIMEOUT: '45' }).queueTimeoutMs).toBe(45_000);
    expect(() => readLimits({ SERVICE_TIMEOUT: '20', QUEUE_TIMEOUT: '5' })).toThrow(
      'QUEUE_TIMEOUT must be at least SERVICE_TIMEOUT',
    );
  });

  it('refuses a client idle timeout that would cut a caller still waiting for its 503, 504 or 408', () => {
    expect(() => readLimits({ SERVICE_TIMEOUT: '59.5', CLIENT_IDLE_TIMEOUT: '120' })).toThrow(
      'CLIENT_IDLE_TIMEOUT must exceed QUEUE_TIMEOUT + SERVICE_TIMEOUT by 1.5 s at least',
    );
    expect(readLimits({ SERVICE_TIMEOUT: '59', CLIENT_IDLE_TIMEOUT: '119.5' }).clientIdleTimeoutMs).toBe(
      119_500,
    );
    expect(() => readLimits({ REQUEST_BODY_TIMEOUT: '129.5', CLIENT_IDLE_TIMEOUT: '130' })).toThrow(
      'CLIENT_IDLE_TIMEOUT must exceed REQUEST_HEADERS_TIMEOUT and REQUEST_BODY_TIMEOUT by 1 s at least',
    );
    expect(() => readLimits({ REQUEST_HEADERS_TIMEOUT: '300', CLIENT_IDLE_TIMEOUT: '130' })).toThrow(
      /REQUEST_HEADERS_TIMEOUT/,
    );
    // Unset, CLIENT_IDLE_TIMEOUT outlasts them all.
    expect(readLimits({ REQUEST_BODY_TIMEOUT: '300' }).clientIdleTimeoutMs).toBe(310_000);
  });

  it('refuses REQUEST_TIMEOUT, whose whole-request cap is gone, rather than ignore it', () => {
    expect(() => readLimits({ REQUEST_TIMEOUT: '30' })).toThrow(
      /REQUEST_TIMEOUT .* is no longer read: set REQUEST_HEADERS_TIMEOUT and REQUEST_BODY_TIMEOUT/,
    );
  });
});

describe('parseMetrics', () => {
  it('is off unless METRICS=on (main port) or METRICS_PORT (a port of its own)', () => {
    expect(parseMetrics(undefined, undefined)).toEqual({ on: false });
    expect(parseMetrics('off', '')).toEqual({ on: false });
    expect(parseMetrics('on', undefined)).toEqual({ on: true, port: undefined });
    expect(parseMetrics(undefined, '9464')).toEqual({ on: true, port: 9464 });
    expect(() => parseMetrics('yes', undefined)).toThrow('METRICS must be on or off; got yes');
    expect(() => parseMetrics('off', '9464')).toThrow(/contradicts/);
    expect(() => parseMetrics(undefined, '99999')).toThrow(/METRICS_PORT must be 0–65535/);
  });
});
