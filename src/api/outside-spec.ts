/**
 * Endpoints the dashboard calls that the interface spec does not list (`METHOD /path`, `{name}` for
 * a path value), all from the reference documents but the delivery log (this dashboard's own
 * addition). docs/api-assumptions.md ("Endpoints outside the spec") says how each view degrades; a
 * test holds the code, this list and that table to each other. A 404, 405 or 501 from one of these
 * means the service lacks it: the view says "not available on this service" instead of showing an
 * error with Retry (`isUnavailableOnService` in ./errors.ts).
 */
export const outsideSpec: readonly string[] = [
  'GET /v3/exports',
  'GET /v3/exports/scheduled',
  'POST /v3/exports/scheduled',
  'GET /v3/exports/scheduled/{scheduledExportId}',
  'DELETE /v3/exports/scheduled/{scheduledExportId}',
  'GET /v3/web-audits/{auditId}/runs/{runId}/screenshots/thumbnail',
  'GET /v3/web-journeys/{webJourneyId}',
  'PUT /v3/web-journeys/{webJourneyId}',
  'GET /v3/web-journeys/{webJourneyId}/actions',
  'POST /v3/web-journeys/{webJourneyId}/runs',
  'GET /v3/web-journeys/{webJourneyId}/runs/{runId}/info',
  'GET /v3/web-journeys/{webJourneyId}/runs/{runId}/actions/{actionSequenceId}/requests',
  'GET /v3/web-journeys/{webJourneyId}/runs/{runId}/actions/{actionSequenceId}/logs',
  'GET /v3/web-journeys/{webJourneyId}/runs/{runId}/screenshots/thumbnail',
  'GET /v3/webhooks/deliveries',
];
