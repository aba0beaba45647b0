/** A request to put into a generated HAR file. */
export interface HarFixtureRequest {
  url: string;
  method?: string;
  status?: number;
  mimeType?: string;
  size?: number;
  time?: number;
  /** Index into `pages`; entries without one belong to no page. */
  page?: number;
  /** Cookies its response sets: in `response.cookies` and as Set-Cookie headers, as Chrome writes them. */
  cookies?: HarFixtureCookie[];
}

/** A cookie a response sets (HAR 1.2 cookie object). */
export interface HarFixtureCookie {
  name: string;
  value: string;
  domain?: string;
  path?: string;
  expires?: string;
  httpOnly?: boolean;
  secure?: boolean;
}

/** A cookie as its Set-Cookie header value. */
function setCookieText(cookie: HarFixtureCookie): string {
  return [
    `${cookie.name}=${cookie.value}`,
    ...(cookie.domain ? [`Domain=${cookie.domain}`] : []),
    ...(cookie.path ? [`Path=${cookie.path}`] : []),
    ...(cookie.expires ? [`Expires=${new Date(cookie.expires).toUTCString()}`] : []),
    ...(cookie.secure ? ['Secure'] : []),
    ...(cookie.httpOnly ? ['HttpOnly'] : []),
  ].join('; ');
}

/** Options of {@link buildHar}. */
export interface HarFixtureOptions {
  /** Page titles; each becomes a `log.pages` item. */
  pages?: string[];
  /** When the first request started (default 2026-03-02T09:00:00Z). */
  start?: string;
}

/**
 * Requests a small storefront visit makes: its own pages and assets, and three tags (Google Tag
 * Manager, Google Analytics 4, Meta Pixel); the shop and the pixel set cookies.
 */
export const sampleHarRequests: HarFixtureRequest[] = [
  {
    url: 'https://shop.example.com/',
    mimeType: 'text/html',
    size: 48_210,
    time: 182,
    page: 0,
    cookies: [{ name: 'cart_id', value: 'c-81f2', path: '/', secure: true, httpOnly: true }],
  },
  {
    url: 'https://shop.example.com/assets/app.js',
    mimeType: 'application/javascript',
    size: 210_400,
    page: 0,
  },
  {
    url: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    mimeType: 'application/javascript',
    page: 0,
  },
  {
    url: 'https://region1.google-analytics.com/g/collect?v=2&tid=G-XYZ&en=page_view',
    method: 'POST',
    status: 204,
    mimeType: 'text/plain',
    size: 0,
    page: 0,
  },
  {
    url: 'https://www.facebook.com/tr/?id=1234&ev=PageView',
    mimeType: 'image/gif',
    size: 43,
    page: 0,
    cookies: [
      {
        name: 'fr',
        value: '0aBc',
        domain: '.facebook.com',
        path: '/',
        expires: '2026-06-01T09:00:00.000Z',
        secure: true,
        httpOnly: true,
      },
    ],
  },
  { url: 'https://shop.example.com/cart', mimeType: 'text/html', size: 31_002, time: 140, page: 1 },
  {
    url: 'https://shop.example.com/api/cart/items',
    method: 'POST',
    status: 201,
    mimeType: 'application/json; charset=utf-8',
    size: 512,
    page: 1,
  },
];

/**
 * A HAR 1.2 document (as Chrome writes one) with one entry per request, each starting 250 ms after
 * the one before. For tests, and for end-to-end tests that upload a file they generate.
 */
export function buildHar(requests: readonly HarFixtureRequest[], options: HarFixtureOptions = {}) {
  const start = Date.parse(options.start ?? '2026-03-02T09:00:00Z');
  const pages = (options.pages ?? ['Home', 'Cart']).map((title, index) => ({
    startedDateTime: new Date(start + index * 5_000).toISOString(),
    id: `page_${index + 1}`,
    title,
    pageTimings: { onContentLoad: 420, onLoad: 910 },
  }));
  const entries = requests.map((request, index) => {
    const time = request.time ?? 60 + ((index * 37) % 200);
    const size = request.size ?? 1_000 + index * 311;
    return {
      ...(request.page !== undefined && pages[request.page] ? { pageref: pages[request.page]!.id } : {}),
      startedDateTime: new Date(start + index * 250).toISOString(),
      time,
      request: {
        method: request.method ?? 'GET',
        url: request.url,
        httpVersion: 'HTTP/2',
        cookies: [],
        headers: [{ name: 'accept', value: '*/*' }],
        queryString: [...new URL(request.url).searchParams].map(([name, value]) => ({ name, value })),
        headersSize: -1,
        bodySize: 0,
      },
      response: {
        status: request.status ?? 200,
        statusText: '',
        httpVersion: 'HTTP/2',
        cookies: request.cookies ?? [],
        headers: [
          { name: 'content-type', value: request.mimeType ?? 'text/plain' },
          ...(request.cookies ?? []).map((cookie) => ({ name: 'set-cookie', value: setCookieText(cookie) })),
        ],
        content: { size, mimeType: request.mimeType ?? 'text/plain' },
        redirectURL: '',
        headersSize: -1,
        bodySize: size,
      },
      cache: {},
      timings: { blocked: 1, dns: -1, ssl: -1, connect: -1, send: 0, wait: time - 5, receive: 5 },
    };
  });
  return {
    log: { version: '1.2', creator: { name: 'WebInspector', version: '537.36' }, pages, entries },
  };
}

/** {@link buildHar} as the text of a file. */
export function buildHarText(requests: readonly HarFixtureRequest[], options?: HarFixtureOptions): string {
  return JSON.stringify(buildHar(requests, options), null, 2);
}
