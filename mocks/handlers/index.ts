import type { Db } from '../db/types';
import { createRoute, type DbRef } from '../lib/route';
import { accountHandlers } from './account';
import { auditConfigHandlers } from './audit-config';
import { auditHandlers } from './audits';
import { domainHandlers } from './domains';
import { pageHandlers } from './pages';
import { reportHandlers } from './reports';
import { runHandlers } from './runs';
import { webJourneyHandlers } from './web-journeys';
import { manualJourneyHandlers } from './manual-journeys';
import { harRunHandlers } from './har-runs';
import { gridHandlers } from './grid';
import { gridQueryHandlers } from './grid-query';
import { exportHandlers } from './exports';
import { scheduledExportHandlers } from './scheduled-exports';
import { scheduleHandlers } from './schedules';
import { resourceHandlers } from './resources';
import { webhookHandlers } from './webhooks';
import { webhookHooks } from '../webhooks/rules';

const groups = [
  accountHandlers,
  domainHandlers,
  // Configuration resources, generated from src/api/resources and mocks/resources.
  resourceHandlers,
  reportHandlers,
  // Before the audit groups: its literal /v3/web-audits/latest-runs must win over /v3/web-audits/{auditId}.
  runHandlers,
  // Before auditHandlers: its literal /v2/web-audits/frequencies etc. must win over /v2/web-audits/{webAuditId}.
  auditConfigHandlers,
  auditHandlers,
  webJourneyHandlers,
  manualJourneyHandlers,
  harRunHandlers,
  gridHandlers,
  // After gridHandlers: its literal /v3/reports/grid/saved must win over /v3/reports/grid/{gridEntityType}.
  gridQueryHandlers,
  // Before exportHandlers: its /v3/exports/{exportUuid} would otherwise answer /v3/exports/scheduled.
  scheduledExportHandlers,
  scheduleHandlers,
  exportHandlers,
  pageHandlers,
  webhookHandlers,
];

/**
 * Every mock handler, bound to a database reference that reset can swap, matching under `origin`;
 * each request first sends the webhooks of runs completed since (mocks/webhooks).
 */
export function createHandlers(ref: DbRef, origin = '*') {
  const route = createRoute(ref, origin, webhookHooks);
  return groups.flatMap((group) => group(route));
}

/** A database reference for a freshly built database. */
export function dbRef(db: Db): DbRef {
  return { current: db };
}
