import { col } from './columns';

/** The columns every report page table starts with (AuditRunPageCommonColumnsTrait). */
export const pageColumns = [
  col.url('pageUrl', 'Page URL'),
  col.number('pageLoadTime', 'Load time', 'ms'),
  col.status('pageStatusCode', 'Status'),
  col.url('finalPageUrl', 'Final URL', { defaultHidden: true }),
  col.status('finalPageStatusCode', 'Final status', { defaultHidden: true }),
];
