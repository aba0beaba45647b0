import type { RunPage } from './pages';
import { hash32, prng } from './random';
import type { Vendor } from './vendors';

/** One tag request of a page: what the page detail's request log and the tag reports both show. */
export interface TagRequest {
  vendor: Vendor;
  loadTime: number;
  size: number;
  statusCode: number;
}

/**
 * The tag requests of a page in one run, in firing order: each fired tag once, a duplicate twice;
 * a failed tag's requests answer 404, 500 or 503, the others 200 (an image beacon 204). Load times
 * (long-tailed, mostly under a second) and sizes (a script 20–180 kB, a beacon under 1 kB) are
 * seeded by the run and page, so they are stable and cheap; the page detail's tag requests take
 * their load time, size and status from here.
 */
export function pageTagRequests(page: RunPage): TagRequest[] {
  const random = prng(hash32(`tag-requests:${page.recordedIn}:${page.id}`));
  const requests: TagRequest[] = [];
  for (const vendor of page.vendors) {
    const broken = page.brokenTagIds.includes(vendor.tagId);
    const fires = page.duplicateTagIds.includes(vendor.tagId) ? 2 : 1;
    for (let fire = 0; fire < fires; fire++) {
      requests.push({
        vendor,
        loadTime: Math.round(60 + 520 * -Math.log(1 - random.next() * 0.995)),
        size: vendor.resourceType === 'script' ? random.int(20_000, 180_000) : random.int(40, 900),
        statusCode: broken ? random.pick([404, 500, 503]) : vendor.resourceType === 'image' ? 204 : 200,
      });
    }
  }
  return requests;
}

/**
 * Whether a tag that fired twice on a page (RunPage.duplicateTagIds) sent two different requests to
 * the same account (a multiple, e.g. two events) rather than the same request twice (a duplicate):
 * two in five of them, seeded by the run, page and tag.
 */
export const isMultiple = (page: RunPage, tagId: number) =>
  hash32(`multiple:${page.recordedIn}:${page.id}:${tagId}`) % 5 < 2;
