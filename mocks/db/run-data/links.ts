import type { RunPage } from './pages';
import { hash32 } from './random';
import { pageUrl, type SiteProfile } from './site';

/** Where a link on a page leads: a scanned page of the run, an external site, or a URL not audited. */
export type LinkKind = 'internal' | 'external' | 'unscanned_internal' | 'unscanned_external';

/** One `<a>` found on a page, with what the crawler knows about its target. */
export interface PageLink {
  kind: LinkKind;
  /** The URL in the link's href. */
  linkedUrl: string;
  /** Status of the linked URL (0 when the crawler did not request it). */
  linkedStatus: number;
  /** Where the linked URL ended after redirects, and its status. */
  finalUrl: string;
  finalStatus: number;
  /** The page the link is on. */
  fromUrl: string;
  text: string;
}

const CHILDREN_PER_PAGE = 8;

/** External sites the mock's pages link to; `scanned` ones the crawler checked (status known). */
const externals: ReadonlyArray<{ url: string; text: string; status: number; scanned: boolean }> = [
  { url: 'https://www.instagram.com/acmeoutdoors/', text: 'Instagram', status: 200, scanned: true },
  { url: 'https://www.youtube.com/@acmeoutdoors', text: 'YouTube', status: 200, scanned: true },
  { url: 'https://www.linkedin.com/company/acme-outdoors', text: 'LinkedIn', status: 200, scanned: true },
  { url: 'https://partners.acme-group.com/2019-promo', text: 'Partner offers', status: 404, scanned: true },
  {
    url: 'https://www.google.com/maps/search/acme+outdoors',
    text: 'Find a store',
    status: 0,
    scanned: false,
  },
  { url: 'https://help.acme-outdoors.com/contact', text: 'Contact us', status: 0, scanned: false },
];

const anchor = (link: Omit<PageLink, 'kind' | 'fromUrl'>) => link;

function toPage(target: RunPage, pointsAtInitial: boolean) {
  return anchor({
    linkedUrl: pointsAtInitial ? target.initialUrl : target.finalUrl,
    linkedStatus: pointsAtInitial ? target.initialStatusCode : target.statusCode,
    finalUrl: target.finalUrl,
    finalStatus: target.statusCode,
    text: target.title,
  });
}

/**
 * The links on a page. Internal: the pages the crawler found on it (its children, linked by their
 * initial URL), the home page (navigation) and its parent (breadcrumb), both by final URL; child
 * URLs beyond the run's page count are links not audited. External: a stable few per page.
 */
export function linksFrom(site: SiteProfile, pages: readonly RunPage[], page: RunPage): PageLink[] {
  const links: PageLink[] = [];
  const from = page.url;
  for (let n = page.index * CHILDREN_PER_PAGE + 1; n <= (page.index + 1) * CHILDREN_PER_PAGE; n++) {
    const child = pages[n];
    if (child) links.push({ kind: 'internal', fromUrl: from, ...toPage(child, true) });
    else {
      const url = pageUrl(site, n);
      links.push({
        kind: 'unscanned_internal',
        fromUrl: from,
        linkedUrl: url,
        linkedStatus: 0,
        finalUrl: url,
        finalStatus: 0,
        text: url.replace(`https://${site.host}`, ''),
      });
    }
  }
  const home = pages[0];
  if (page.index !== 0 && home) links.push({ kind: 'internal', fromUrl: from, ...toPage(home, false) });
  const parent =
    page.parentIndex !== undefined && page.parentIndex !== 0 ? pages[page.parentIndex] : undefined;
  if (parent) links.push({ kind: 'internal', fromUrl: from, ...toPage(parent, false) });
  const seed = hash32(`links:${page.url}`);
  const count = 2 + (seed % 3);
  for (let k = 0; k < count; k++) {
    const external = externals[(seed + k * 5) % externals.length]!;
    if (links.some((link) => link.linkedUrl === external.url)) continue;
    links.push({
      kind: external.scanned ? 'external' : 'unscanned_external',
      fromUrl: from,
      linkedUrl: external.url,
      linkedStatus: external.status,
      finalUrl: external.url,
      finalStatus: external.status,
      text: external.text,
    });
  }
  return links;
}

/**
 * The links pointing at a page, the mirror of {@link linksFrom}: its parent (to its initial URL),
 * its scanned children (breadcrumb, final URL) and, for the home page, every other page.
 */
export function linksTo(pages: readonly RunPage[], page: RunPage): PageLink[] {
  const links: PageLink[] = [];
  const parent = page.parentIndex !== undefined ? pages[page.parentIndex] : undefined;
  if (parent) links.push({ kind: 'internal', fromUrl: parent.url, ...toPage(page, true) });
  if (page.index === 0) {
    for (const other of pages) {
      if (other.index !== 0) links.push({ kind: 'internal', fromUrl: other.url, ...toPage(page, false) });
    }
    return links;
  }
  const first = page.index * CHILDREN_PER_PAGE + 1;
  for (let n = first; n < first + CHILDREN_PER_PAGE && n < pages.length; n++) {
    links.push({ kind: 'internal', fromUrl: pages[n]!.url, ...toPage(page, false) });
  }
  return links;
}

/** True when a link's target answered with an error. */
export const isBrokenLink = (link: PageLink) => link.finalStatus >= 400;
