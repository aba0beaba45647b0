import type { PageFilterType } from '@/api/rules/schemas';

/** What each page filter type reads of a page. */
export const pageFilterTypeLabels: Record<PageFilterType, string> = {
  1: 'URL',
  2: 'Status code',
  3: 'Final URL',
  4: 'Final status code',
};
