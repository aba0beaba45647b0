import { request } from '@/api/client';
import { requestDomainListSchema } from '@/api/runs/schemas';
import { defineDimension, drillSearch } from '../dimension';
import { wholeAnswer } from '../read-rows';
import { paths } from '@/lib/routes';

const domainOf = (row: { domain?: string | undefined; OriginalUrl?: string | undefined }) =>
  row.domain ?? row.OriginalUrl ?? '';

/**
 * Request domains: the run's unique request domains, by domain. A domain reached over http and
 * https is two rows of the list and one item here, its scheme "http, https" (see the diff's merge).
 */
export const requestDomainsDimension = defineDimension({
  label: 'Request domains',
  noun: ['domain', 'domains'],
  description:
    'Domains the pages sent requests to, by domain: the schemes used and whether the domain parsed.',
  readRows: async (run) => {
    const rows = await request(`/v3/web-audits/${run.auditId}/runs/${run.runId}/request-domains`, {
      schema: requestDomainListSchema,
      signal: run.signal,
    });
    return wholeAnswer(run, rows);
  },
  key: domainOf,
  columns: [{ header: 'Domain', text: domainOf, mono: true, width: 340 }],
  attributes: [
    { id: 'scheme', label: 'Scheme', text: (row) => row.scheme ?? '–' },
    { id: 'parsed', label: 'Parsed', text: (row) => (row.isValid === false ? 'Not parsed' : 'Valid') },
  ],
  drill: (row, { auditId, runId }) =>
    row.domain
      ? paths.report({
          auditId,
          runId,
          family: 'request-privacy',
          view: 'requests',
          search: drillSearch({ requestDomain: row.domain }),
        })
      : undefined,
  drillTarget: 'pages',
  eager: true,
});
