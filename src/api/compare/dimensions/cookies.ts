import { numberedPage } from '@/api/pagination';
import { fetchReport } from '@/api/reports/queries';
import { defineDimension, drillSearch, textOf, yesNo } from '../dimension';
import { READ_ALL_SIZE, readRunRows } from '../read-rows';
import { paths } from '@/lib/routes';
import { valueLabel } from '@/lib/vocabulary';

/** Cookies: every cookie the pages ended up with (cookie inventory), compared on its attributes and reach. */
export const cookiesDimension = defineDimension({
  label: 'Cookies',
  noun: ['cookie', 'cookies'],
  description:
    'Cookies by name and domain: party, expiry (session or persistent), Secure, HttpOnly, SameSite and the number of pages they were found on.',
  readRows: (run) =>
    readRunRows(run, ({ page, signal }) =>
      fetchReport(
        'cookie-inventory',
        'cookies',
        { auditId: run.auditId, runId: run.runId, query: { page, size: READ_ALL_SIZE }, body: {} },
        signal,
      ).then((answer) => numberedPage(answer.metadata.pagination, answer.cookies)),
    ),
  key: (row) => `${row.name}\u0000${row.domain}`,
  columns: [
    { header: 'Cookie', text: (row) => row.name, mono: true, width: 220 },
    { header: 'Domain', text: (row) => row.domain, mono: true, width: 220 },
  ],
  attributes: [
    { id: 'party', label: 'Party', text: (row) => valueLabel('cookieParty', row.partyType) },
    {
      // Named as the cookie inventory's column of the same words ("Session", "Persistent").
      id: 'lifetime',
      label: 'Expires',
      text: (row) => valueLabel('cookieExpiration', row.expirationType),
    },
    { id: 'secure', label: 'Secure', text: (row) => yesNo(row.secure) },
    { id: 'httpOnly', label: 'HttpOnly', text: (row) => yesNo(row.httpOnly) },
    { id: 'sameSite', label: 'SameSite', text: (row) => valueLabel('sameSite', row.sameSite ?? 'Empty') },
    { id: 'pages', label: 'Pages', text: (row) => textOf(row.filteredPageCount) },
  ],
  drill: (row, { auditId, runId }) =>
    paths.report({
      auditId,
      runId,
      family: 'cookie-privacy',
      view: 'cookies',
      search: drillSearch({ cookieName: row.name, cookieDomain: row.domain }),
    }),
  drillTarget: 'pages',
});
