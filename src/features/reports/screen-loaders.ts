import { use } from 'react';
import { isFamilyId, type FamilyId } from '@/api/reports/family-ids';
import { loadReportFamily } from '@/api/reports/family-loaders';
import type { FamilyScreen } from './types';
import { loadOnce } from '@/lib/load-once';

/**
 * Each family's screen as a chunk of its own (the whole catalogue, `familyScreens`, is for tests): a
 * report loads the one family it shows, with that family's operations.
 */
const loaders: Record<FamilyId, () => Promise<FamilyScreen>> = {
  'alert-summary': () => import('./families/alert-summary').then((m) => m.alertSummaryScreen),
  'audit-summary': () => import('./families/audit-summary').then((m) => m.auditSummaryScreen),
  'browser-logs': () => import('./families/browser-logs').then((m) => m.browserLogsScreen),
  'cookie-inventory': () => import('./families/cookie-inventory').then((m) => m.cookieInventoryScreen),
  'cookie-privacy': () => import('./families/cookie-privacy').then((m) => m.cookiePrivacyScreen),
  'file-changes': () => import('./families/file-changes').then((m) => m.fileChangesScreen),
  'page-summary': () => import('./families/page-summary').then((m) => m.pageSummaryScreen),
  'request-privacy': () => import('./families/request-privacy').then((m) => m.requestPrivacyScreen),
  'rule-summary': () => import('./families/rule-summary').then((m) => m.ruleSummaryScreen),
  'tag-duplicates-and-multiples': () =>
    import('./families/tag-duplicates-and-multiples').then((m) => m.tagDuplicatesAndMultiplesScreen),
  'tag-health': () => import('./families/tag-health').then((m) => m.tagHealthScreen),
  'tag-inventory': () => import('./families/tag-inventory').then((m) => m.tagInventoryScreen),
  'tag-privacy': () => import('./families/tag-privacy').then((m) => m.tagPrivacyScreen),
  'variable-inventory': () => import('./families/variable-inventory').then((m) => m.variableInventoryScreen),
};

const screens = loadOnce((family: FamilyId) =>
  Promise.all([loaders[family](), loadReportFamily(family)]).then(([screen]) => screen),
);

/** Load a family's screen and operations (once; a failed load is tried again on the next call). */
export const loadFamilyScreen = screens.load;

/** A family's screen: at once when loaded, else suspends until it is (a failed load reaches the route's error panel). */
export function useFamilyScreen(family: FamilyId): FamilyScreen {
  return screens.loaded(family) ?? use(loadFamilyScreen(family));
}

/** Start loading the family a report address names (nothing for a name that is no family). */
export function preloadFamilyScreen(family: string | undefined): Promise<unknown> {
  return isFamilyId(family) ? loadFamilyScreen(family).catch(() => undefined) : Promise.resolve();
}
