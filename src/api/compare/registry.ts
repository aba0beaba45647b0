import type { CompareDimension } from './dimension';
import { consentComplianceDimension } from './dimensions/consent-compliance';
import { cookiesDimension } from './dimensions/cookies';
import { javascriptVariablesDimension } from './dimensions/javascript-variables';
import { pagesDimension } from './dimensions/pages';
import { requestDomainsDimension } from './dimensions/request-domains';
import { tagsDimension } from './dimensions/tags';

/** The dimensions of a comparison, in the order the screen lists them (ids are the `dim` URL values). */
export const dimensionIds = [
  'tags',
  'cookies',
  'request-domains',
  'javascript-variables',
  'consent-compliance',
  'pages',
] as const;
export type DimensionId = (typeof dimensionIds)[number];

/**
 * Every dimension of the comparison: where a run's rows come from, an item's key, the compared
 * attributes and the words. The screen, the diff and the table are generic over these entries.
 */
export const dimensions = {
  tags: tagsDimension,
  cookies: cookiesDimension,
  'request-domains': requestDomainsDimension,
  'javascript-variables': javascriptVariablesDimension,
  'consent-compliance': consentComplianceDimension,
  pages: pagesDimension,
} satisfies Record<DimensionId, CompareDimension>;

/** Whether a URL value names a dimension. */
export function isDimensionId(value: string | null | undefined): value is DimensionId {
  return (dimensionIds as readonly (string | null | undefined)[]).includes(value);
}
