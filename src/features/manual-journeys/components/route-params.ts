import { paths } from '@/lib/routes';

/** Breadcrumb to the manual journey list. */
export const listCrumb = { label: 'Manual journeys', to: paths.manualJourneys() };
