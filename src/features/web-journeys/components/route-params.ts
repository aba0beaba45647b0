import type { Crumb } from '@/components/page/Page';
import { paths } from '@/lib/routes';

/** The breadcrumb of the web journey list. */
export const listCrumb: Crumb = { label: 'Web journeys', to: paths.webJourneys() };
