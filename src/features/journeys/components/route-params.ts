import type { Crumb } from '@/components/page/Page';

/** A positive integer id from a URL segment, or undefined. */
export function positiveId(value: string | undefined): number | undefined {
  const id = Number(value);
  return value && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The breadcrumb of the web journey list. */
export const listCrumb: Crumb = { label: 'Web journeys', to: '/web-journeys' };
