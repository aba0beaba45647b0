import { Collection } from '../collection';
import type { AuditRow, ConsentCategoryRow, LabelRow } from '../types';

const DAY = 86_400_000;

/**
 * The account's consent categories: what is approved (strictly necessary, measured analytics) and
 * what is not (advertising and social pixels without consent), applied to the audits labelled for
 * privacy review (GDPR, CCPA).
 */
export function makeConsentCategories(input: { audits: AuditRow[]; labels: LabelRow[]; now: number }) {
  const categories = new Collection<ConsentCategoryRow>(301);
  const at = (days: number) => new Date(input.now - days * DAY).toISOString();
  const privacyLabels = input.labels
    .filter((label) => ['GDPR', 'CCPA'].includes(label.name))
    .map((label) => label.id);
  const necessary = categories.insert({
    name: 'Strictly necessary',
    notes: 'Cookies the site cannot work without: session, consent state, load balancing.',
    type: 'approved',
    isDefaultCC: true,
    updatedType: 'APP_CREATE',
    updatedAt: at(120),
    cookies: [
      {
        nameType: 'name_exact_match',
        name: 'session_id',
        domainType: 'domain_any',
        cookieDescription: 'Site session',
      },
      {
        nameType: 'name_regex',
        name: '^Optanon',
        domainType: 'domain_any',
        cookieDescription: 'Consent choices (OneTrust)',
      },
    ],
    tags: [
      { tagId: 100, anyAccount: true, accounts: [] },
      { tagId: 109, anyAccount: true, accounts: [] },
    ],
    requestDomains: [
      { domain: 'cdn.cookielaw.org', domainType: 'domain_exact_match', anyLocation: true, locationIds: [] },
    ],
    labelIds: privacyLabels,
  });
  const analytics = categories.insert({
    name: 'Analytics (consented)',
    notes: 'Measurement tools approved by the privacy team after review.',
    type: 'approved',
    isDefaultCC: false,
    updatedType: 'ONETRUST_IMPORT',
    updatedAt: at(45),
    cookies: [
      {
        nameType: 'name_regex',
        name: '^_ga',
        domainType: 'domain_any',
        cookieDescription: 'Google Analytics',
      },
      {
        nameType: 'name_regex',
        name: '^(s_cc|s_sq|AMCV_)',
        domainType: 'domain_any',
        cookieDescription: 'Adobe Analytics',
      },
    ],
    tags: [
      { tagId: 101, anyAccount: true, accounts: [] },
      { tagId: 103, anyAccount: true, accounts: [] },
      { tagId: 104, anyAccount: true, accounts: [] },
    ],
    requestDomains: [
      { domain: 'google-analytics\\.com$', domainType: 'domain_regex', anyLocation: true, locationIds: [] },
      { domain: 'acme.sc.omtrdc.net', domainType: 'domain_exact_match', anyLocation: true, locationIds: [] },
    ],
    labelIds: privacyLabels,
  });
  const advertising = categories.insert({
    name: 'Advertising and social — not consented',
    notes: 'Pixels that must not load before the visitor opts in to targeting.',
    type: 'unapproved',
    isDefaultCC: false,
    updatedType: 'FILE_IMPORT',
    updatedAt: at(12),
    cookies: [
      {
        nameType: 'name_exact_match',
        name: '_fbp',
        domainType: 'domain_any',
        cookieDescription: 'Meta Pixel',
      },
      {
        nameType: 'name_exact_match',
        name: '_ttp',
        domainType: 'domain_any',
        cookieDescription: 'TikTok Pixel',
      },
      {
        nameType: 'name_any',
        domainType: 'domain_regex',
        domain: '(criteo|doubleclick)\\.(com|net)$',
        cookieDescription: 'Ad networks',
      },
    ],
    tags: [
      { tagId: 105, anyAccount: true, accounts: [] },
      { tagId: 107, anyAccount: true, accounts: [] },
      { tagId: 111, anyAccount: true, accounts: [] },
      { tagId: 102, anyAccount: true, accounts: [] },
    ],
    requestDomains: [
      { domain: 'www.facebook.com', domainType: 'domain_exact_match', anyLocation: true, locationIds: [] },
      {
        domain: 'analytics.tiktok.com',
        domainType: 'domain_exact_match',
        anyLocation: true,
        locationIds: [],
      },
    ],
    labelIds: privacyLabels,
  });
  const applied = new Map<number, number[]>();
  for (const audit of input.audits) {
    if (audit.labelIds.some((id) => privacyLabels.includes(id))) {
      applied.set(audit.id, [necessary.id, analytics.id, advertising.id]);
    }
  }
  return { categories, applied };
}
