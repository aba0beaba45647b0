import type { AuditAction, AuditFilters, BlockingConfig, RuleDescription } from '@/api/audits/config-schemas';
import type { AuditConsentCategories } from '@/api/consent-categories/audit-schemas';
import type { CustomHeaderGroups } from '@/api/web-journeys/schemas';
import { countOf } from './audit-parts';

/** The sections a new audit can be set up with after it is created, in the order of the checklist. */
export const checklistIds = [
  'actions',
  'login-actions',
  'blocking',
  'filters',
  'rules',
  'consent-categories',
  'custom-headers',
] as const;
export type ChecklistId = (typeof checklistIds)[number];

/** What a section holds for the audit, in words, or undefined when it holds nothing yet. */
export type Configured = string | undefined;

/** The actions of a list, when there are any. */
export const actionsConfigured = (actions: readonly AuditAction[]): Configured =>
  actions.length ? countOf(actions.length, 'action') : undefined;

/** The tags and categories the audit blocks, when it blocks any. */
export function blockingConfigured(blocking: BlockingConfig): Configured {
  const tags = blocking.tagIds?.length ?? 0;
  const categories = blocking.tagCategoryIds?.length ?? 0;
  if (!tags && !categories) return undefined;
  return `${countOf(tags, 'tag')}, ${countOf(categories, 'tag category', 'tag categories')} blocked`;
}

/** The include and exclude patterns, when there are any. */
export function filtersConfigured(filters: AuditFilters): Configured {
  const patterns = filters.include.length + filters.exclude.length;
  return patterns ? countOf(patterns, 'pattern') : undefined;
}

/** The rules checked, when there are any. */
export const rulesConfigured = (rules: readonly RuleDescription[]): Configured =>
  rules.length ? countOf(rules.length, 'rule') : undefined;

/** The consent categories applied, when there are any. */
export const consentConfigured = (applied: AuditConsentCategories): Configured =>
  applied.consentCategories.length
    ? countOf(applied.consentCategories.length, 'category', 'categories')
    : undefined;

/** The custom header groups sent with the audit's requests: assigned to it, or to every audit. */
export function headersConfigured(
  groups: CustomHeaderGroups['customHeaderGroups'],
  auditId: number,
): Configured {
  const applying = groups.filter(
    (group) =>
      group.applyToAll ||
      group.assignments?.some(
        (assignment) => assignment.itemType === 'AUDIT' && assignment.itemId === auditId,
      ),
  );
  return applying.length ? countOf(applying.length, 'header group') : undefined;
}
