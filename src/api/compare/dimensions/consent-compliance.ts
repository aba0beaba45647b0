import { numberedPage, type PagedList } from '@/api/pagination';
import { fetchReport } from '@/api/reports/queries';
import type { FamilyId } from '@/api/reports/family-ids';
import { defineDimension, drillSearch, textOf, type RunContext } from '../dimension';
import type { LoadProgress } from '../load-progress';
import { READ_ALL_SIZE, readRunRows } from '../read-rows';
import { paths } from '@/lib/routes';

/** One cookie, tag or request domain with its standing under the run's consent categories. */
interface ConsentRow {
  kind: 'Cookie' | 'Tag' | 'Request domain';
  key: string;
  name: string;
  /** Domain of a cookie, account of a tag, country of a request domain. */
  detail: string;
  status: string;
  category: string;
  /** The privacy family view that lists the item's pages, and its parameters. */
  drill: { family: FamilyId; view: string; params: Record<string, string | number | undefined> };
}

/** What every privacy compliance row carries. */
interface ComplianceFields {
  consentCategoryComplianceStatus?: 'approved' | 'unapproved' | undefined;
  consentCategoryName?: string | undefined;
}

const statusLabels = { approved: 'Approved', unapproved: 'Unapproved' } as const;

/** The item's compliance status and deciding consent category, as compared. */
const standing = (row: ComplianceFields) => ({
  status: row.consentCategoryComplianceStatus ? statusLabels[row.consentCategoryComplianceStatus] : 'Unknown',
  category: textOf(row.consentCategoryName),
});

/** Progress of three lists read at once, reported as one. */
function combinedProgress(run: RunContext) {
  const parts: LoadProgress[] = [{ loaded: 0 }, { loaded: 0 }, { loaded: 0 }];
  return (index: number) => (progress: LoadProgress) => {
    parts[index] = progress;
    const known = parts.every((part) => part.total !== undefined);
    run.onProgress({
      loaded: parts.reduce((sum, part) => sum + part.loaded, 0),
      total: known ? parts.reduce((sum, part) => sum + (part.total ?? 0), 0) : undefined,
    });
  };
}

/** Read the cookie, tag and request-domain compliance lists of a run as one list of consent rows. */
async function readConsentRows(run: RunContext): Promise<PagedList<ConsentRow>> {
  const { auditId, runId, signal } = run;
  const progressOf = combinedProgress(run);
  const args = (page: number) => ({ auditId, runId, query: { page, size: READ_ALL_SIZE }, body: {} });
  const [cookies, tags, domains] = await Promise.all([
    readRunRows({ signal, onProgress: progressOf(0) }, ({ page, signal }) =>
      fetchReport('cookie-privacy', 'compliance', args(page), signal).then((answer) =>
        numberedPage(answer.metadata.pagination, answer.cookies),
      ),
    ),
    readRunRows({ signal, onProgress: progressOf(1) }, ({ page, signal }) =>
      fetchReport('tag-privacy', 'compliance', args(page), signal).then((answer) =>
        numberedPage(answer.metadata.pagination, answer.tags),
      ),
    ),
    readRunRows({ signal, onProgress: progressOf(2) }, ({ page, signal }) =>
      fetchReport('request-privacy', 'compliance', args(page), signal).then((answer) =>
        numberedPage(answer.metadata.pagination, answer.requests),
      ),
    ),
  ]);
  const items = [
    ...cookies.items.map((row): ConsentRow => ({
      kind: 'Cookie',
      key: `cookie\u0000${row.cookieName}\u0000${row.cookieDomain}`,
      name: row.cookieName,
      detail: row.cookieDomain,
      ...standing(row),
      drill: {
        family: 'cookie-privacy',
        view: 'cookies',
        params: { cookieName: row.cookieName, cookieDomain: row.cookieDomain },
      },
    })),
    ...tags.items.map((row): ConsentRow => ({
      kind: 'Tag',
      key: `tag\u0000${row.tagId}\u0000${row.tagAccount}`,
      name: row.tagName,
      detail: row.tagAccount,
      ...standing(row),
      drill: {
        family: 'tag-privacy',
        view: 'tags',
        params: { tagId: row.tagId, tagAccount: row.tagAccount },
      },
    })),
    ...domains.items.map((row): ConsentRow => ({
      kind: 'Request domain',
      key: `domain\u0000${row.requestDomain}\u0000${row.requestGeo?.countryCode ?? ''}`,
      name: row.requestDomain,
      detail: textOf(row.requestGeo?.countryName),
      ...standing(row),
      drill: {
        family: 'request-privacy',
        view: 'requests',
        params: { requestDomain: row.requestDomain, countryCode: row.requestGeo?.countryCode },
      },
    })),
  ];
  return { items, complete: cookies.complete && tags.complete && domains.complete };
}

/**
 * Consent compliance: cookies, tags and request domains under the run's consent categories,
 * compared on their status (approved, unapproved, unknown) and the category that decides it.
 */
export const consentComplianceDimension = defineDimension<ConsentRow>({
  label: 'Consent compliance',
  noun: ['item', 'items'],
  description:
    'Cookies, tags and request domains under the consent categories of each run: approved, unapproved or unknown, and the deciding category.',
  readRows: readConsentRows,
  key: (row) => row.key,
  columns: [
    { header: 'Kind', text: (row) => row.kind, width: 140 },
    { header: 'Item', text: (row) => row.name, mono: true, width: 240 },
    { header: 'Domain, account or country', text: (row) => row.detail, mono: true, width: 220 },
  ],
  attributes: [
    { id: 'status', label: 'Compliance', text: (row) => row.status },
    { id: 'category', label: 'Consent category', text: (row) => row.category },
  ],
  drill: (row, { auditId, runId }) =>
    paths.report({
      auditId,
      runId,
      family: row.drill.family,
      view: row.drill.view,
      search: drillSearch(row.drill.params),
    }),
  drillTarget: 'pages',
});
