import type { RunPage } from './pages';
import { hash32, prng } from './random';
import type { SiteProfile } from './site';

/** A JavaScript variable read on a page: an object, or null when the page does not define it. */
export interface PageJsVariable {
  name: string;
  value: Record<string, unknown> | null;
}

const ONETRUST_TAG_ID = 109;

/** The page's section (first path segment), or `home`. */
function sectionOf(page: RunPage): string {
  return page.url.split('/')[3] || 'home';
}

/** The site's data layer as the page left it: its own shape for each data layer name. */
function dataLayerVariable(site: SiteProfile, page: RunPage): PageJsVariable {
  const section = sectionOf(page);
  if (site.dataLayer === 'digitalData') {
    return {
      name: 'digitalData',
      value: {
        page: {
          pageInfo: { pageName: page.title, destinationURL: page.url },
          category: { primaryCategory: section },
        },
        user: { profile: { profileInfo: { loginStatus: 'anonymous' } } },
      },
    };
  }
  if (site.dataLayer === 'utag_data') {
    return {
      name: 'utag_data',
      value: { page_type: section, page_name: page.title, site_section: section, currency: 'USD' },
    };
  }
  return {
    name: `${site.dataLayer}[1]`,
    value: { event: 'page_view', page_type: section, currency: 'USD' },
  };
}

/**
 * The JavaScript variables read on a page: its data layer, the browser's user-agent data, the
 * consent groups (null where the consent tag did not load) and navigation timings that agree with
 * the page's load time. Cheap: no request, cookie or console is generated.
 */
export function pageJsVariables(site: SiteProfile, page: RunPage): PageJsVariable[] {
  const random = prng(hash32(`js:${site.auditId}:${page.url}`));
  const consent = page.vendors.some((vendor) => vendor.tagId === ONETRUST_TAG_ID);
  const ttfb = page.webVitals.timeToFirstByte;
  return [
    dataLayerVariable(site, page),
    {
      name: 'navigator.userAgentData',
      value: {
        brands: [
          { brand: 'Chromium', version: '156' },
          { brand: 'Google Chrome', version: '156' },
        ],
        mobile: false,
        platform: 'Linux',
      },
    },
    {
      name: 'OneTrust.activeGroups',
      value: consent
        ? { C0001: true, C0002: random.chance(0.7), C0003: true, C0004: random.chance(0.5) }
        : null,
    },
    {
      name: 'performance.timing',
      value: {
        responseStart: ttfb,
        domContentLoadedEventEnd: Math.round(ttfb + (page.loadTime - ttfb) * 0.6),
        loadEventEnd: page.loadTime,
      },
    },
  ];
}
