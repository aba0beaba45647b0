import type { AuditLocation, UserAgent } from '@/api/audits/config-schemas';

/** How often an audit can be scheduled (GET /v2/web-audits/frequencies); includes every seeded value. */
export const auditFrequencies: string[] = [
  'once',
  'hourly',
  'daily',
  'every 3 days',
  'weekly',
  'biweekly',
  'monthly',
  'quarterly',
];

/** Where an audit's browser runs from (GET /v2/web-audits/locations); names match the seeded audits. */
export const auditLocations: AuditLocation[] = [
  { id: 1, name: 'us-east', label: 'US East (Virginia)', countryCode: 'US' },
  { id: 2, name: 'us-west', label: 'US West (Oregon)', countryCode: 'US' },
  { id: 3, name: 'ca-central', label: 'Canada (Montréal)', countryCode: 'CA' },
  { id: 4, name: 'eu-west', label: 'Europe (Ireland)', countryCode: 'IE' },
  { id: 5, name: 'eu-central', label: 'Europe (Frankfurt)', countryCode: 'DE' },
  { id: 6, name: 'uk-south', label: 'United Kingdom (London)', countryCode: 'GB' },
  { id: 7, name: 'ap-southeast', label: 'Asia Pacific (Singapore)', countryCode: 'SG' },
  { id: 8, name: 'ap-northeast', label: 'Asia Pacific (Tokyo)', countryCode: 'JP' },
  { id: 9, name: 'sa-east', label: 'South America (São Paulo)', countryCode: 'BR' },
];

/** Browser identities an audit can use (GET /v2/web-audits/user-agents); the first is the seeded one. */
export const userAgents: UserAgent[] = [
  {
    name: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
    label: 'Chrome 156 — Linux desktop',
  },
  {
    name: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
    label: 'Chrome 156 — Windows desktop',
  },
  {
    name: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 15_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.0 Safari/605.1.15',
    label: 'Safari 19 — macOS',
  },
  {
    name: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:148.0) Gecko/20100101 Firefox/148.0',
    label: 'Firefox 148 — Windows desktop',
  },
  {
    name: 'Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.0 Mobile/15E148 Safari/604.1',
    label: 'Safari — iPhone',
  },
  {
    name: 'Mozilla/5.0 (Linux; Android 16; Pixel 10) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36',
    label: 'Chrome — Android phone',
  },
  {
    name: 'Mozilla/5.0 (compatible; SiteAuditBot/1.0)',
    label: 'Audit bot (identifies itself)',
  },
];
