import type { SiteProfile } from './site';

/** A country as the mock's requests are located (ISO 3166-1 numeric id and alpha-2 code). */
export interface Country {
  id: number;
  code: string;
  name: string;
  continent: string;
}

const UK: Country = { id: 826, code: 'GB', name: 'United Kingdom', continent: 'Europe' };
const US: Country = { id: 840, code: 'US', name: 'United States', continent: 'North America' };

/** Where the audited site's own servers answer from: the UK for a `.co.uk` host, else the US. */
export function siteCountry(site: SiteProfile): Country {
  return site.host.endsWith('.co.uk') ? UK : US;
}
