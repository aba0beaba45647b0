import type { Db } from '../db/types';
import type { HeaderGroupRow } from './types';

const DAY = 86_400_000;

/** The account's custom header groups: what journeys (and audits) can send with their requests. */
export function seedHeaderGroups(db: Db): HeaderGroupRow[] {
  const admin = db.users.all().find((user) => user.permissions === 'admin') ?? db.users.all()[0];
  const createdBy = admin?.id ?? 1;
  const at = (daysAgo: number) => new Date(db.options.now - daysAgo * DAY).toISOString();
  return [
    {
      id: 501,
      groupName: 'QA traffic marker',
      headers: [
        { name: 'X-QA-Traffic', value: 'site-audit', type: 'REQUEST' },
        { name: 'X-QA-Run-Source', value: 'web-journey', type: 'REQUEST' },
      ],
      requestUrlFilters: [{ requestUrlFilter: 'acme-outdoors.com', allowSubdomains: true }],
      applyToAll: false,
      createdBy,
      createdAt: at(210),
      updatedAt: at(40),
    },
    {
      id: 502,
      groupName: 'Bot protection bypass',
      headers: [{ name: 'X-Bot-Bypass-Token', value: 'qa-7f3c9e2a', type: 'REQUEST' }],
      requestUrlFilters: [
        { requestUrlFilter: 'shop.acme-outdoors.com', allowSubdomains: false },
        { requestUrlFilter: 'gifts.acme-outdoors.com', allowSubdomains: false },
      ],
      applyToAll: false,
      createdBy,
      createdAt: at(160),
      updatedAt: at(12),
    },
    {
      id: 503,
      groupName: 'Staging basic auth',
      headers: [{ name: 'Authorization', value: 'Basic cWE6c3RhZ2luZw==', type: 'REQUEST' }],
      requestUrlFilters: [{ requestUrlFilter: 'staging.acme-outdoors.com', allowSubdomains: true }],
      applyToAll: false,
      createdBy,
      createdAt: at(95),
      updatedAt: at(95),
    },
    {
      id: 504,
      groupName: 'Preview consent profile',
      headers: [
        { name: 'X-OneTrust-Preview', value: 'true', type: 'REQUEST' },
        { name: 'X-Consent-Profile', value: 'all-accepted', type: 'REQUEST' },
      ],
      requestUrlFilters: [{ requestUrlFilter: 'cdn.cookielaw.org', allowSubdomains: false }],
      applyToAll: false,
      createdBy,
      createdAt: at(70),
      updatedAt: at(20),
    },
  ];
}
