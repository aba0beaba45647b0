import type { Route } from '../lib/route';
import { auditConsentHandlers } from './audit-consent';
import { auditManagementHandlers } from './audit-management';
import { auditSettingsHandlers } from './audit-settings';

/**
 * Audit management and configuration: option lists, create / update / archive / restore, run
 * controls, labels, notes, actions, login actions, blocking, filters, rules and consent categories.
 * Registered before the audit list handlers so that literal paths (`/v2/web-audits/frequencies`)
 * win over `/v2/web-audits/{webAuditId}`.
 */
export const auditConfigHandlers = (route: Route) => [
  ...auditManagementHandlers(route),
  ...auditSettingsHandlers(route),
  ...auditConsentHandlers(route),
];
