import { hash32, prng, stableId } from './random';
import { pageTitle, pageUrl, type SiteProfile } from './site';
import { vendors as allVendors, type Vendor } from './vendors';

/** Web vitals of a page visit (LCP, FCP, TTFB, INP in ms; CLS unitless). */
export interface WebVitals {
  largestContentfulPaint: number;
  firstContentfulPaint: number;
  timeToFirstByte: number;
  interactionToNextPaint: number;
  cumulativeLayoutShift: number;
}

/** One page of a run, with what every list and report needs without the page's full detail. */
export interface RunPage {
  /** Stable across runs for the same URL (a hash of the URL). */
  id: string;
  /** The run that recorded the page: what its detail is generated from (a copied run repeats another's). */
  recordedIn: number;
  index: number;
  url: string;
  initialUrl: string;
  finalUrl: string;
  title: string;
  statusCode: number;
  initialStatusCode: number;
  /** Page load time in ms. */
  loadTime: number;
  /** Page weight in bytes. */
  size: number;
  redirectCount: number;
  /** Index of the page the crawler found this one on (none for the starting page). */
  parentIndex: number | undefined;
  /** Vendors fired on the page (subset of the site's stack). */
  vendors: readonly Vendor[];
  /** Vendors whose request failed on this page. */
  brokenTagIds: readonly number[];
  /** Vendors that fired more than once on this page. */
  duplicateTagIds: readonly number[];
  webVitals: WebVitals;
  consoleCounts: { error: number; warn: number; info: number; debug: number; other: number };
  /** Milliseconds after the run start when the page was visited. */
  visitOffsetMs: number;
}

const redirectRate = 0.08;

/** Runs of an audit (by ordinal) that carry a tag the site does not otherwise use (a vendor on trial). */
export const triesTag = (runOrdinal: number) => runOrdinal % 11 === 6;

/** The vendor a site tries in the runs that {@link triesTag}: the first one its stack lacks. */
export const trialVendor = (site: SiteProfile): Vendor | undefined =>
  allVendors.find((vendor) => !site.stack.includes(vendor));

/** Runs of an audit (by ordinal) in which a release broke a few pages that answered before. */
export const breaksPages = (runOrdinal: number) => runOrdinal % 7 === 5;

/**
 * A page's status code in a run: a broken URL stays broken from run to run (the site's state), and
 * a run that {@link breaksPages} turns about 3 % of the others into 404s (`roll` is the run's draw).
 */
function pageStatus(site: SiteProfile, url: string, runOrdinal: number, roll: number): number {
  const stable = prng(hash32(`status:${site.auditId}:${url}`)).next();
  if (stable < 0.02) return 404;
  if (stable < 0.026) return 500;
  return breaksPages(runOrdinal) && roll < 0.03 ? 404 : 200;
}

/**
 * The n-th page of a run. Which vendors a URL fires is stable across runs (the site's setup);
 * timings, errors and occasional changes vary from run to run.
 */
export function runPage(site: SiteProfile, runId: number, index: number, runOrdinal: number): RunPage {
  const url = pageUrl(site, index);
  const stable = prng(hash32(`page:${site.auditId}:${url}`));
  const perRun = prng(hash32(`run:${runId}:${url}`));
  const vendors = site.stack.filter((vendor) => {
    const fires = stable.next() < vendor.coverage;
    // Every ninth run of an audit drops one optional vendor on some pages: a change to notice.
    const dropped = runOrdinal % 9 === 4 && vendor.coverage < 0.5 && perRun.chance(0.5);
    return fires && !dropped;
  });
  const trial = triesTag(runOrdinal) ? trialVendor(site) : undefined;
  if (trial && prng(hash32(`trial:${runId}:${url}`)).chance(0.25)) vendors.push(trial);
  const redirected = stable.chance(redirectRate);
  const statusCode = pageStatus(site, url, runOrdinal, perRun.next());
  const loadTime = Math.round(600 + 900 * -Math.log(1 - perRun.next() * 0.98) + vendors.length * 45);
  const lcp = Math.round(loadTime * (0.55 + perRun.next() * 0.3));
  const errors = perRun.chance(0.3) ? perRun.int(1, 6) : 0;
  return {
    id: stableId(`${site.auditId}:${url}`),
    recordedIn: runId,
    index,
    url,
    initialUrl: redirected ? url.replace('https://', 'http://') : url,
    finalUrl: url,
    title: pageTitle(site, url),
    statusCode,
    initialStatusCode: redirected ? 301 : statusCode,
    loadTime,
    size: Math.round(250_000 + perRun.next() * 3_800_000),
    redirectCount: redirected ? 1 : 0,
    parentIndex: index === 0 ? undefined : Math.floor((index - 1) / 8),
    vendors,
    brokenTagIds: vendors.filter(() => perRun.chance(0.03)).map((vendor) => vendor.tagId),
    duplicateTagIds: vendors
      .filter((vendor) => vendor.resourceType !== 'script' && perRun.chance(0.06))
      .map((vendor) => vendor.tagId),
    webVitals: {
      largestContentfulPaint: lcp,
      firstContentfulPaint: Math.round(lcp * (0.45 + perRun.next() * 0.25)),
      timeToFirstByte: Math.round(80 + perRun.next() * 700),
      interactionToNextPaint: Math.round(40 + perRun.next() * 420),
      cumulativeLayoutShift: Math.round(perRun.next() * perRun.next() * 400) / 1000,
    },
    consoleCounts: {
      error: errors,
      warn: perRun.int(0, 5),
      info: perRun.int(0, 8),
      debug: perRun.int(0, 3),
      other: perRun.int(0, 2),
    },
    visitOffsetMs: index * 2300 + perRun.int(0, 2000),
  };
}
