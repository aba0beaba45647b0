import type { ReportTrend } from '../../types';

/** The tag trends of the tag inventory, which the audit summary follows too (the same figures of a run). */
export const tagInventoryTrends: ReportTrend[] = [
  { name: 'unique_tags', label: 'Unique tags', runField: 'totalUniqueTagCount' },
  { name: 'broken_tags', label: 'Broken tags', runField: 'totalBrokenTagCount' },
  { name: 'broken_pages', label: 'Broken pages', runField: 'totalBrokenPageCount' },
];
