import { pageTabIds, type PageTab } from '@/lib/routes';

export { isPageTab, type PageTab } from '@/lib/routes';

const labels: Record<PageTab, string> = {
  info: 'Overview',
  links: 'Links',
  tags: 'Tags',
  cookies: 'Cookies',
  'request-log': 'Request log',
  initiators: 'Initiators',
  console: 'Console',
  'file-mapping': 'File mapping',
  trends: 'Trends',
};

/** The tabs of page details, in order (their URL segments: `pageTabIds` of the route module). */
export const pageTabs = pageTabIds.map((value) => ({ value, label: labels[value] }));
