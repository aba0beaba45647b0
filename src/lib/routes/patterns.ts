/**
 * Every route of the dashboard's URL scheme, by name: the router's path patterns (src/app/router.tsx)
 * and the e2e route catalogue's `pattern`s. Build addresses with `paths` (./paths.ts), parse a
 * route's params with `routeParams` (./params.ts).
 */
export const routePatterns = {
  signIn: '/sign-in',
  home: '/',
  audits: '/audits',
  archivedAudits: '/audits/archived',
  newAudit: '/audits/new',
  audit: '/audits/:auditId',
  auditSettings: '/audits/:auditId/settings/:section?',
  latestRun: '/audits/:auditId/runs/latest/:tab?',
  latestRunReport: '/audits/:auditId/runs/latest/reports/:family/:view?',
  latestRunPage: '/audits/:auditId/runs/latest/pages/:pageId/:tab?',
  run: '/audits/:auditId/runs/:runId/:tab?',
  compare: '/audits/:auditId/compare',
  report: '/audits/:auditId/runs/:runId/reports/:family/:view?',
  page: '/audits/:auditId/runs/:runId/pages/:pageId/:tab?',
  webJourneys: '/web-journeys',
  webJourney: '/web-journeys/:webJourneyId',
  webJourneyRun: '/web-journeys/:webJourneyId/runs/:runId',
  manualJourneys: '/manual-journeys',
  manualJourney: '/manual-journeys/:manualJourneyId',
  manualJourneyRun: '/manual-journeys/:manualJourneyId/runs/:runId',
  grid: '/grid',
  savedGridReports: '/grid/saved',
  savedGridReport: '/grid/saved/:id',
  gridBuilder: '/grid/:gridEntityType',
  exports: '/exports',
  scheduledExports: '/exports/scheduled',
  scheduledExport: '/exports/scheduled/:id',
  webhooks: '/settings/webhooks',
  webhookVerify: '/settings/webhooks/verify',
  settings: '/settings',
  ruleSnapshot: '/settings/rules/snapshots/:kind/:snapshotId',
  settingsList: '/settings/:resource',
  settingsNew: '/settings/:resource/new',
  settingsItem: '/settings/:resource/:id',
  notFound: '*',
} as const;

/** The name of a route of {@link routePatterns}. */
export type RouteName = keyof typeof routePatterns;
