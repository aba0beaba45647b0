import type { RunPage } from './pages';
import type { SiteProfile } from './site';
import type { Vendor, VendorCookie } from './vendors';

/** The first-party session cookie every page of an audited site sets, on the site's exact host. */
export const SESSION_COOKIE = 'session_id';

/** A cookie's identity in a run: what the run-level cookie list holds. */
export interface CookieKey {
  name: string;
  domain: string;
}

/** Where a vendor's cookie lives: the site's domain without `www.` or the vendor's registrable domain. */
export function cookieDomain(site: SiteProfile, vendor: Vendor, cookie: VendorCookie): string {
  return cookie.on === 'site'
    ? `.${site.host.replace(/^www\./, '')}`
    : `.${vendor.host.split('.').slice(-2).join('.')}`;
}

/**
 * The cookies a page ends up with, without generating its detail: the session cookie and the
 * cookies of every tag that fired without failing (a failed tag request sets none).
 */
export function pageCookieKeys(site: SiteProfile, page: RunPage): CookieKey[] {
  const keys: CookieKey[] = [{ name: SESSION_COOKIE, domain: site.host }];
  for (const vendor of page.vendors) {
    if (page.brokenTagIds.includes(vendor.tagId)) continue;
    for (const cookie of vendor.cookies)
      keys.push({ name: cookie.name, domain: cookieDomain(site, vendor, cookie) });
  }
  return keys;
}
