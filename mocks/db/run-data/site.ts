import { baseDomainOf } from '../../resources/site-censuses/site';
import { hash32, prng } from './random';
import { vendors, type Vendor } from './vendors';

/** What an audited site looks like to the mock: its host, its sections and its tag stack. */
export interface SiteProfile {
  auditId: number;
  host: string;
  sections: readonly string[];
  /** Vendors installed on the site (a page fires a subset of them). */
  stack: readonly Vendor[];
  /** The site's data layer variable name. */
  dataLayer: string;
  /** The name its page titles end with. */
  brand: string;
}

const sectionPool = [
  'products',
  'collections',
  'blog',
  'support',
  'stores',
  'about',
  'careers',
  'deals',
  'guides',
  'account',
];
const slugWords = [
  'trail',
  'summit',
  'alpine',
  'river',
  'canyon',
  'forest',
  'coastal',
  'ridge',
  'glacier',
  'meadow',
  'desert',
  'harbor',
];
const nouns = [
  'jacket',
  'tent',
  'boots',
  'backpack',
  'stove',
  'lantern',
  'sleeping-bag',
  'kayak',
  'hammock',
  'fleece',
  'gloves',
  'map',
];

/**
 * The host a run scans: the first starting URL's (lower-cased, port kept), else `fallback` (the
 * sub-folder's domain), else www.example.com. The sub-folder's domain is only a label otherwise.
 */
export function scannedHost(startingUrls: readonly string[], fallback?: string): string {
  for (const text of startingUrls) {
    if (URL.canParse(text)) return new URL(text).host;
  }
  return fallback?.trim().toLowerCase() || 'www.example.com';
}

/** The brand in a site's page titles: the demo account's own sites (acme-…) are Acme Outdoors. */
export function siteBrand(host: string): string {
  const name = baseDomainOf(host.replace(/:\d+$/, '')).split('.')[0] ?? '';
  if (name.startsWith('acme')) return 'Acme Outdoors';
  if (!/[a-z]/.test(name)) return host;
  return name
    .split('-')
    .filter(Boolean)
    .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
    .join(' ');
}

/** The site profile of an audit, from its id and the host a run scans (stack stable for the audit's life). */
export function siteProfile(auditId: number, host: string, dataLayer = 'dataLayer'): SiteProfile {
  const random = prng(hash32(`site:${auditId}`));
  const sections = sectionPool.filter((_, i) => i < 3 || random.chance(0.6));
  // Tag managers and consent management are nearly always there; the rest vary by site.
  const stack = vendors.filter(
    (vendor) => vendor.coverage >= 0.95 || random.chance(0.35 + vendor.coverage / 2),
  );
  return { auditId, host, sections, stack, dataLayer, brand: siteBrand(host) };
}

/** The URL of the n-th page of a site: the home page, section pages, then deep pages. */
export function pageUrl(site: SiteProfile, n: number): string {
  if (n === 0) return `https://${site.host}/`;
  const section = site.sections[(n - 1) % site.sections.length]!;
  if (n <= site.sections.length) return `https://${site.host}/${section}/`;
  const k = Math.floor((n - 1) / site.sections.length);
  const word = slugWords[k % slugWords.length]!;
  const noun = nouns[Math.floor(k / slugWords.length) % nouns.length]!;
  const series = Math.floor(k / (slugWords.length * nouns.length));
  return `https://${site.host}/${section}/${word}-${noun}${series ? `-${series + 1}` : ''}`;
}

/** Title of a page from its URL. */
export function pageTitle(site: SiteProfile, url: string): string {
  const path = url.replace(`https://${site.host}`, '').replace(/\/$/, '');
  const { brand } = site;
  if (!path) return `Home | ${brand}`;
  const words = path.split('/').filter(Boolean).pop()!.replace(/-/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} | ${brand}`;
}
