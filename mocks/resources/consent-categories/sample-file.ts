import { consentFileColumns, consentFileRows } from '@/api/consent-categories/file-format';

/**
 * A small, valid consent-category file (csv text) with a new category: one cookie, one tag and
 * one request domain. For tests that need something to preview and upload.
 */
export function sampleConsentCsv(name = 'Session replay'): string {
  const rows = consentFileRows([
    {
      name,
      type: 'unapproved',
      cookies: [{ nameType: 'name_regex', name: '^_hj', domainType: 'domain_any' }],
      tags: [{ tagId: 105, anyAccount: true, accounts: [] }],
      requestDomains: [{ domain: 'static.hotjar.com', domainType: 'domain_exact_match', anyLocation: true }],
    },
  ]);
  return [consentFileColumns, ...rows].map((row) => row.join(',')).join('\r\n');
}

/** The sample file as the multipart body of POST /v3/consent-categories/upload/preview. */
export function sampleConsentUpload(name?: string): FormData {
  const form = new FormData();
  form.append('upload', new Blob([sampleConsentCsv(name)], { type: 'text/csv' }), 'consent-categories.csv');
  return form;
}
