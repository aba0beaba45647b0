import { hash32 } from './random';

/** One cookie a vendor's tag sets: on the audited site's domain (first party) or its own. */
export interface VendorCookie {
  name: string;
  on: 'site' | 'vendor';
  /** Lifetime in days (0 = session cookie). */
  days: number;
}

/** A real tag vendor as the mock detects it: where it loads from and what it sets. */
export interface Vendor {
  tagId: number;
  name: string;
  category: string;
  categoryId: number;
  vendorId: number;
  /** Host the tag's requests go to. */
  host: string;
  /** Path of the tag's main script or beacon on that host. */
  path: string;
  resourceType: 'script' | 'image' | 'xhr';
  /** Account id pattern: `#` becomes a digit, `A` a capital letter. */
  account: string;
  cookies: VendorCookie[];
  /** Tag variables it sends (name → example values). */
  variables: Record<string, readonly string[]>;
  /** Country its servers answer from (geo-location of its requests). */
  country: { id: number; code: string; name: string; continent: string };
  /** How likely a page of a site using it fires it. */
  coverage: number;
}

const US = { id: 840, code: 'US', name: 'United States', continent: 'North America' };
const IE = { id: 372, code: 'IE', name: 'Ireland', continent: 'Europe' };
const DE = { id: 276, code: 'DE', name: 'Germany', continent: 'Europe' };
const NL = { id: 528, code: 'NL', name: 'Netherlands', continent: 'Europe' };
const SG = { id: 702, code: 'SG', name: 'Singapore', continent: 'Asia' };

/** The vendors the mock's sites use; tag ids are stable across the whole mock. */
export const vendors: readonly Vendor[] = [
  {
    tagId: 100,
    name: 'Google Tag Manager',
    category: 'Tag Management',
    categoryId: 1,
    vendorId: 10,
    host: 'www.googletagmanager.com',
    path: '/gtm.js',
    resourceType: 'script',
    account: 'GTM-AAAA#A#',
    cookies: [],
    variables: { id: ['GTM-'] },
    country: US,
    coverage: 1,
  },
  {
    tagId: 101,
    name: 'Google Analytics 4',
    category: 'Analytics',
    categoryId: 2,
    vendorId: 10,
    host: 'region1.google-analytics.com',
    path: '/g/collect',
    resourceType: 'xhr',
    account: 'G-AAAA#A##AA',
    cookies: [
      { name: '_ga', on: 'site', days: 400 },
      { name: '_ga_session', on: 'site', days: 400 },
    ],
    variables: {
      en: ['page_view', 'scroll', 'view_item', 'add_to_cart'],
      dl: [],
      sr: ['1920x1080', '1366x768', '390x844'],
    },
    country: US,
    coverage: 0.98,
  },
  {
    tagId: 102,
    name: 'Google Ads Conversion',
    category: 'Advertising',
    categoryId: 3,
    vendorId: 10,
    host: 'googleads.g.doubleclick.net',
    path: '/pagead/viewthroughconversion/',
    resourceType: 'image',
    account: 'AW-#########',
    cookies: [
      { name: 'IDE', on: 'vendor', days: 390 },
      { name: '_gcl_au', on: 'site', days: 90 },
    ],
    variables: { value: ['0', '19.99', '54.00'], currency_code: ['USD', 'GBP'] },
    country: US,
    coverage: 0.4,
  },
  {
    tagId: 103,
    name: 'Adobe Analytics',
    category: 'Analytics',
    categoryId: 2,
    vendorId: 11,
    host: 'acme.sc.omtrdc.net',
    path: '/b/ss/acmeglobalprod/1/JS-2.25.0',
    resourceType: 'image',
    account: 'acmeglobalprod',
    cookies: [
      { name: 's_cc', on: 'site', days: 0 },
      { name: 's_sq', on: 'site', days: 0 },
      { name: 'AMCV_ACME', on: 'site', days: 730 },
    ],
    variables: {
      pageName: [],
      channel: ['shop', 'blog', 'support', 'home'],
      events: ['event1', 'prodView', 'scAdd', ''],
      eVar5: ['logged-in', 'guest'],
    },
    country: US,
    coverage: 0.6,
  },
  {
    tagId: 104,
    name: 'Adobe Launch',
    category: 'Tag Management',
    categoryId: 1,
    vendorId: 11,
    host: 'assets.adobedtm.com',
    path: '/launch-EN#######.min.js',
    resourceType: 'script',
    account: 'EN########',
    cookies: [],
    variables: {},
    country: US,
    coverage: 0.6,
  },
  {
    tagId: 105,
    name: 'Meta Pixel',
    category: 'Social',
    categoryId: 4,
    vendorId: 12,
    host: 'www.facebook.com',
    path: '/tr/',
    resourceType: 'image',
    account: '###############',
    cookies: [
      { name: '_fbp', on: 'site', days: 90 },
      { name: 'fr', on: 'vendor', days: 90 },
    ],
    variables: { ev: ['PageView', 'ViewContent', 'AddToCart'], dl: [] },
    country: IE,
    coverage: 0.7,
  },
  {
    tagId: 106,
    name: 'LinkedIn Insight Tag',
    category: 'Social',
    categoryId: 4,
    vendorId: 13,
    host: 'px.ads.linkedin.com',
    path: '/collect/',
    resourceType: 'image',
    account: '#######',
    cookies: [
      { name: 'li_fat_id', on: 'site', days: 30 },
      { name: 'bcookie', on: 'vendor', days: 365 },
    ],
    variables: { pid: [], fmt: ['js'] },
    country: US,
    coverage: 0.35,
  },
  {
    tagId: 107,
    name: 'TikTok Pixel',
    category: 'Social',
    categoryId: 4,
    vendorId: 14,
    host: 'analytics.tiktok.com',
    path: '/api/v2/pixel',
    resourceType: 'xhr',
    account: 'AAAA##AAA#AA##AA',
    cookies: [{ name: '_ttp', on: 'site', days: 390 }],
    variables: { event: ['Pageview', 'ClickButton'] },
    country: SG,
    coverage: 0.25,
  },
  {
    tagId: 108,
    name: 'Hotjar',
    category: 'Session Recording',
    categoryId: 5,
    vendorId: 15,
    host: 'static.hotjar.com',
    path: '/c/hotjar-#######.js',
    resourceType: 'script',
    account: '#######',
    cookies: [
      { name: '_hjSessionUser', on: 'site', days: 365 },
      { name: '_hjSession', on: 'site', days: 0 },
    ],
    variables: { sv: ['6', '7'] },
    country: IE,
    coverage: 0.3,
  },
  {
    tagId: 109,
    name: 'OneTrust',
    category: 'Consent Management',
    categoryId: 6,
    vendorId: 16,
    host: 'cdn.cookielaw.org',
    path: '/scripttemplates/otSDKStub.js',
    resourceType: 'script',
    account: '########-####-####-####-############',
    cookies: [
      { name: 'OptanonConsent', on: 'site', days: 365 },
      { name: 'OptanonAlertBoxClosed', on: 'site', days: 365 },
    ],
    variables: { domainScript: [] },
    country: NL,
    coverage: 0.95,
  },
  {
    tagId: 110,
    name: 'Optimizely',
    category: 'A/B Testing',
    categoryId: 7,
    vendorId: 17,
    host: 'cdn.optimizely.com',
    path: '/js/##########.js',
    resourceType: 'script',
    account: '##########',
    cookies: [{ name: 'optimizelyEndUserId', on: 'site', days: 180 }],
    variables: { experiment: ['checkout-cta', 'hero-banner', 'pdp-layout'] },
    country: US,
    coverage: 0.3,
  },
  {
    tagId: 111,
    name: 'Criteo OneTag',
    category: 'Advertising',
    categoryId: 3,
    vendorId: 18,
    host: 'sslwidget.criteo.com',
    path: '/event',
    resourceType: 'script',
    account: '#####',
    cookies: [
      { name: 'cto_bundle', on: 'site', days: 390 },
      { name: 'uid', on: 'vendor', days: 390 },
    ],
    variables: { a: [], p0: ['e=vh', 'e=vp'] },
    country: DE,
    coverage: 0.3,
  },
  {
    tagId: 112,
    name: 'Microsoft Clarity',
    category: 'Session Recording',
    categoryId: 5,
    vendorId: 19,
    host: 'www.clarity.ms',
    path: '/tag/AAAAAAAAAA',
    resourceType: 'script',
    account: 'aaaaaaaaaa',
    cookies: [
      { name: '_clck', on: 'site', days: 365 },
      { name: '_clsk', on: 'site', days: 1 },
    ],
    variables: {},
    country: US,
    coverage: 0.2,
  },
  {
    tagId: 113,
    name: 'Pinterest Tag',
    category: 'Social',
    categoryId: 4,
    vendorId: 20,
    host: 'ct.pinterest.com',
    path: '/v3/',
    resourceType: 'image',
    account: '#############',
    cookies: [{ name: '_pin_unauth', on: 'site', days: 365 }],
    variables: { event: ['pagevisit', 'addtocart'] },
    country: US,
    coverage: 0.2,
  },
  {
    tagId: 114,
    name: 'Segment',
    category: 'Analytics',
    categoryId: 2,
    vendorId: 21,
    host: 'api.segment.io',
    path: '/v1/p',
    resourceType: 'xhr',
    account: 'AaaaAaaaAaaaAaaaAaaaAaaa',
    cookies: [{ name: 'ajs_anonymous_id', on: 'site', days: 365 }],
    variables: { type: ['page', 'track'] },
    country: US,
    coverage: 0.25,
  },
];

/** Look a vendor up by tag id. */
export function vendorById(tagId: number): Vendor | undefined {
  return vendors.find((vendor) => vendor.tagId === tagId);
}

/** Fill an account pattern from a seed: `#` → digit, `A` → capital, `a` → lower-case letter. */
export function accountFor(pattern: string, seed: number): string {
  let state = seed >>> 0;
  return pattern.replace(/[#Aa]/g, (symbol) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const n = state >>> 16;
    if (symbol === '#') return String(n % 10);
    const letter = String.fromCharCode(65 + (n % 26));
    return symbol === 'A' ? letter : letter.toLowerCase();
  });
}

/** The account a vendor's tag uses on an audit's site (one per audit and tag). */
export function tagAccount(auditId: number, vendor: Vendor): string {
  return accountFor(vendor.account, hash32(`account:${auditId}:${vendor.tagId}`));
}
