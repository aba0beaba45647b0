import { vendors, vendorById, type Vendor } from '../db/run-data';
import { hash32, prng } from '../db/run-data/random';
import { accountFor } from '../db/run-data/vendors';

/** Tags that load before consent: tag managers and the consent platform itself. */
const ungated = new Set([100, 104, 109]);
/** Tag ids every journey site uses: Google Tag Manager, OneTrust and Google Analytics 4. */
const core = [100, 109, 101];

/** The tags a journey's site uses (stable per host): the core tags and three to six others. */
export function siteVendors(host: string): Vendor[] {
  const random = prng(hash32(`web-journey-site:${host}`));
  const others = vendors.filter((vendor) => !core.includes(vendor.tagId) && random.chance(0.45));
  const extra =
    others.length >= 3 ? others.slice(0, 6) : vendors.filter((v) => [103, 105, 108].includes(v.tagId));
  return [...core.map((id) => vendorById(id)!), ...extra];
}

/** True for tags that wait for the visitor's consent before loading. */
export function isConsentGated(vendor: Vendor): boolean {
  return !ungated.has(vendor.tagId);
}

/** The account id a tag uses on a site. */
export function siteAccount(host: string, vendor: Vendor): string {
  return accountFor(vendor.account, hash32(`web-journey-account:${host}:${vendor.tagId}`));
}

/** Where the JavaScript of a tag that reports through a beacon is loaded from. */
const loaders: Record<number, (account: string) => string> = {
  101: (account) => `https://www.googletagmanager.com/gtag/js?id=${account}`,
  102: (account) => `https://www.googletagmanager.com/gtag/js?id=AW-${account.replace(/\D/g, '')}`,
  103: () => 'https://assets.adobedtm.com/extensions/EP8f1c/AppMeasurement.min.js',
  105: () => 'https://connect.facebook.net/en_US/fbevents.js',
  106: () => 'https://snap.licdn.com/li.lms-analytics/insight.min.js',
  107: () => 'https://analytics.tiktok.com/i18n/pixel/events.js',
  111: () => 'https://static.criteo.net/js/ld/publishertag.js',
  113: () => 'https://s.pinimg.com/ct/core.js',
  114: (account) => `https://cdn.segment.com/analytics.js/v1/${account}/analytics.min.js`,
};

/** The script request of a tag: its loader, or for script tags the tag's own file. */
export function scriptUrl(host: string, vendor: Vendor): string {
  const account = siteAccount(host, vendor);
  const loader = loaders[vendor.tagId];
  if (loader) return loader(account);
  const seed = hash32(`web-journey-path:${host}:${vendor.tagId}`);
  const path = vendor.path.replace(/#+|A{4,}/g, (pattern) => accountFor(pattern, seed));
  const query = vendor.tagId === 100 ? `?id=${account}` : '';
  return `https://${vendor.host}${path}${query}`;
}

/** True when a tag reports through a separate beacon (its script is only a loader). */
export function hasBeacon(vendor: Vendor): boolean {
  return vendor.tagId in loaders;
}

/** The beacon a tag sends for an event on a page. */
export function beaconUrl(
  host: string,
  vendor: Vendor,
  event: string,
  pageUrl: string,
  seed: number,
): string {
  const account = siteAccount(host, vendor);
  const query = new URLSearchParams({
    id: account,
    ev: event,
    dl: pageUrl,
    rnd: String(seed % 1_000_000_000),
  });
  return `https://${vendor.host}${vendor.path.replace(/#/g, '0')}?${query.toString()}`;
}

/** Where a script sets a cookie in its (minified) file: a stable line and column per tag and cookie. */
export function scriptPosition(vendor: Vendor, cookie: string): { line: number; column: number } {
  const seed = hash32(`script-position:${vendor.tagId}:${cookie}`);
  return { line: 1 + (seed % 3), column: 200 + (seed % 48_000) };
}
