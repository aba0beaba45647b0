import { cookieDomain, SESSION_COOKIE } from './cookies';
import { siteCountry } from './geo';
import { pageJsVariables, type PageJsVariable } from './js-variables';
import type { RunPage } from './pages';
import { hash32, prng } from './random';
import type { SiteProfile } from './site';
import { tagVariables } from './tag-variables';
import { isMultiple, pageTagRequests, type TagRequest } from './tag-requests';
import { accountFor, tagAccount, type Vendor } from './vendors';

/** One network request of a page visit (a HAR entry). */
export interface PageRequest {
  harEntryIndex: number;
  /** The request that caused this one (its initiator); none for the document. */
  parentIndex: number | undefined;
  url: string;
  host: string;
  resourceType: 'document' | 'script' | 'stylesheet' | 'image' | 'font' | 'xhr' | 'other';
  method: 'GET' | 'POST';
  statusCode: number;
  loadTime: number;
  responseSizeBytes: number;
  mimeType: string;
  startedAtRelativeToPageNavigation: number;
  tagId: number | undefined;
  country: { id: number; code: string; name: string; continent: string };
  /** Names of the cookies this request set. */
  setsCookies: string[];
}

/** A cookie present after the page loaded, and who set it. */
export interface PageCookie {
  name: string;
  domain: string;
  value: string;
  partyType: '1st_party' | '3rd_party';
  /** Session cookie when undefined. */
  expiresInDays: number | undefined;
  secure: boolean;
  httpOnly: boolean;
  sameSite: 'Lax' | 'Strict' | 'None';
  size: number;
  setByHarEntryIndex: number;
  tagId: number | undefined;
}

/** One tag firing on a page: its vendor, account and the variables it sent. */
export interface PageTag {
  vendor: Vendor;
  account: string;
  harEntryIndices: number[];
  variables: Record<string, string>;
  broken: boolean;
}

/** A console message of the page. */
export interface ConsoleMessage {
  level: 'error' | 'warn' | 'info' | 'debug' | 'other';
  message: string;
  source: string;
  count: number;
  timestamp: number;
  tagId: number | undefined;
}

/** Everything recorded about one page visit. */
export interface PageDetail {
  requests: PageRequest[];
  cookies: PageCookie[];
  tags: PageTag[];
  console: ConsoleMessage[];
  jsVariables: PageJsVariable[];
}

const mime: Record<PageRequest['resourceType'], string> = {
  document: 'text/html',
  script: 'application/javascript',
  stylesheet: 'text/css',
  image: 'image/webp',
  font: 'font/woff2',
  xhr: 'application/json',
  other: 'text/plain',
};

const consoleTexts: Record<ConsoleMessage['level'], string[]> = {
  error: [
    "Uncaught TypeError: Cannot read properties of undefined (reading 'push')",
    'Failed to load resource: the server responded with a status of 404 ()',
    'Refused to load the script because it violates the Content Security Policy directive',
  ],
  warn: [
    '[Deprecation] Synchronous XMLHttpRequest on the main thread is deprecated',
    'A cookie associated with a cross-site resource was set without the SameSite attribute',
  ],
  info: [
    'Consent state: analytics=granted, ads=denied',
    'Experiment bucket assigned',
    'Service worker registered',
  ],
  debug: ['dataLayer push: gtm.load', 'Hydration completed in 143 ms'],
  other: ['Download the React DevTools for a better development experience'],
};

/** The full detail of a page visit, generated from the page's seed (same page, same detail). */
export function pageDetail(site: SiteProfile, page: RunPage): PageDetail {
  const random = prng(hash32(`detail:${page.recordedIn}:${page.url}`));
  const requests: PageRequest[] = [];
  const add = (
    request: Omit<PageRequest, 'harEntryIndex' | 'mimeType' | 'setsCookies'> & { setsCookies?: string[] },
  ) => {
    const entry = {
      ...request,
      harEntryIndex: requests.length,
      mimeType: mime[request.resourceType],
      setsCookies: request.setsCookies ?? [],
    };
    requests.push(entry);
    return entry;
  };
  const document = add({
    parentIndex: undefined,
    url: page.url,
    host: site.host,
    resourceType: 'document',
    method: 'GET',
    statusCode: page.statusCode,
    loadTime: Math.round(page.webVitals.timeToFirstByte * 1.6),
    responseSizeBytes: random.int(30_000, 180_000),
    startedAtRelativeToPageNavigation: 0,
    tagId: undefined,
    country: siteCountry(site),
    setsCookies: [SESSION_COOKIE],
  });
  const assets = random.int(6, 18);
  for (let i = 0; i < assets; i++) {
    const type = random.pick(['script', 'stylesheet', 'image', 'image', 'font'] as const);
    const ext = { script: 'js', stylesheet: 'css', image: 'webp', font: 'woff2' }[type];
    add({
      parentIndex: document.harEntryIndex,
      url: `https://${site.host}/static/${type}s/${['app', 'vendor', 'hero', 'logo', 'grid', 'icons'][i % 6]}-${(hash32(`${page.url}${i}`) % 0xfffff).toString(16)}.${ext}`,
      host: site.host,
      resourceType: type,
      method: 'GET',
      statusCode: random.chance(0.02) ? 404 : 200,
      loadTime: random.int(20, 600),
      responseSizeBytes: random.int(2_000, 400_000),
      startedAtRelativeToPageNavigation: random.int(50, 900),
      tagId: undefined,
      country: document.country,
      setsCookies: [],
    });
  }
  const manager = page.vendors.find((vendor) => vendor.category === 'Tag Management');
  const tags: PageTag[] = [];
  let managerIndex: number | undefined;
  // Load time, size and status of each firing come from pageTagRequests, as the tag reports see them.
  const firings = new Map<number, TagRequest[]>();
  for (const tagRequest of pageTagRequests(page)) {
    const tagId = tagRequest.vendor.tagId;
    firings.set(tagId, [...(firings.get(tagId) ?? []), tagRequest]);
  }
  for (const vendor of page.vendors) {
    const account = tagAccount(site.auditId, vendor);
    const broken = page.brokenTagIds.includes(vendor.tagId);
    const fired = firings.get(vendor.tagId) ?? [];
    const multiple = fired.length > 1 && isMultiple(page, vendor.tagId);
    const url = `https://${vendor.host}${accountFor(vendor.path, hash32(`${vendor.tagId}`))}?id=${encodeURIComponent(account)}&dl=${encodeURIComponent(page.url)}`;
    const indices: number[] = [];
    for (const [f, tagRequest] of fired.entries()) {
      const request = add({
        parentIndex: vendor === manager || managerIndex === undefined ? document.harEntryIndex : managerIndex,
        // A multiple's later firings send a different request; a duplicate's repeat the same one.
        url: multiple && f > 0 ? `${url}&seq=${f + 1}` : url,
        host: vendor.host,
        resourceType: vendor.resourceType,
        method: vendor.resourceType === 'xhr' ? 'POST' : 'GET',
        statusCode: tagRequest.statusCode,
        loadTime: tagRequest.loadTime,
        responseSizeBytes: tagRequest.size,
        startedAtRelativeToPageNavigation: random.int(300, 2_500) + f * 900,
        tagId: vendor.tagId,
        country: vendor.country,
        setsCookies: f === 0 && !broken ? vendor.cookies.map((cookie) => cookie.name) : [],
      });
      indices.push(request.harEntryIndex);
    }
    if (vendor === manager) managerIndex = indices[0];
    // The values the variable inventory and the rule summary read too.
    const variables = tagVariables(site.auditId, page, vendor);
    tags.push({ vendor, account, harEntryIndices: indices, variables, broken });
  }

  const cookies: PageCookie[] = [
    {
      name: SESSION_COOKIE,
      domain: site.host,
      value: hash32(`${page.recordedIn}${page.url}`).toString(36),
      partyType: '1st_party',
      expiresInDays: undefined,
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      size: 42,
      setByHarEntryIndex: 0,
      tagId: undefined,
    },
  ];
  for (const request of requests) {
    for (const name of request.setsCookies) {
      const vendor = tags.find((tag) => tag.vendor.tagId === request.tagId)?.vendor;
      const spec = vendor?.cookies.find((cookie) => cookie.name === name);
      if (!vendor || !spec) continue;
      const onSite = spec.on === 'site';
      cookies.push({
        name,
        domain: cookieDomain(site, vendor, spec),
        value: `${random.int(1, 9)}.${random.int(100000000, 999999999)}.${Math.floor(1_700_000_000 + random.int(0, 50_000_000))}`,
        partyType: onSite ? '1st_party' : '3rd_party',
        expiresInDays: spec.days || undefined,
        secure: true,
        httpOnly: false,
        sameSite: onSite ? 'Lax' : 'None',
        size: name.length + 30,
        setByHarEntryIndex: request.harEntryIndex,
        tagId: vendor.tagId,
      });
    }
  }

  const consoleMessages: ConsoleMessage[] = [];
  for (const level of ['error', 'warn', 'info', 'debug', 'other'] as const) {
    for (let i = 0; i < page.consoleCounts[level]; i++) {
      const tag =
        level !== 'info' && random.chance(0.4) ? random.pick(tags.length ? tags : [undefined]) : undefined;
      consoleMessages.push({
        level,
        message: random.pick(consoleTexts[level]),
        source: tag
          ? `https://${tag.vendor.host}${tag.vendor.path}`
          : `https://${site.host}/static/scripts/app.js`,
        count: random.chance(0.2) ? random.int(2, 9) : 1,
        timestamp: random.int(100, 8_000),
        tagId: tag?.vendor.tagId,
      });
    }
  }
  consoleMessages.sort((a, b) => a.timestamp - b.timestamp);

  const jsVariables = pageJsVariables(site, page);

  return { requests, cookies, tags, console: consoleMessages, jsVariables };
}
