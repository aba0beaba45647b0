import type { PageRequest } from './page-detail';
import { hash32 } from './random';
import type { SiteProfile } from './site';

/** A remote file mapping of an audit: requests whose URL contains `match` load `fileUrl` instead. */
export interface FileMapping {
  id: number;
  match: string;
  fileUrl: string;
}

/** A mapping that matched requests of a page, and whether the substitute file loaded. */
export interface FileMappingMatch {
  mapping: FileMapping;
  requests: PageRequest[];
  succeeded: boolean;
}

/**
 * The remote file mappings of an audit (stable for its life): two audits in three test a staging
 * build of the tag manager container and of the site's app script; the others have none.
 */
export function fileMappingsOf(site: SiteProfile): FileMapping[] {
  if (hash32(`mappings:${site.auditId}`) % 3 === 0) return [];
  const staging = `https://staging-cdn.${site.host.replace(/^www\./, '')}`;
  return [
    { id: site.auditId * 10 + 1, match: '/gtm.js', fileUrl: `${staging}/overrides/gtm.js` },
    { id: site.auditId * 10 + 2, match: '/static/scripts/app-', fileUrl: `${staging}/builds/app.js` },
  ];
}

/** The mappings that matched requests of a page; a mapped request that failed marks a failure. */
export function fileMappingMatches(site: SiteProfile, requests: readonly PageRequest[]): FileMappingMatch[] {
  return fileMappingsOf(site).flatMap((mapping) => {
    const matched = requests.filter((request) => request.url.includes(mapping.match));
    if (matched.length === 0) return [];
    return [{ mapping, requests: matched, succeeded: matched.every((request) => request.statusCode < 400) }];
  });
}
