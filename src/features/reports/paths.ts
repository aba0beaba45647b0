import type { FamilyId } from '@/api/reports/family-ids';

/** The URL of a run's report family, optionally one of its views. */
export function reportPath(auditId: number, runId: number, family: FamilyId | string, view?: string): string {
  return `/audits/${auditId}/runs/${runId}/reports/${family}${view ? `/${view}` : ''}`;
}
