import { ruleSnapshotKinds, type RuleSnapshotKind } from '@/api/rules/schemas';

/** The rules operation that resolves each kind of snapshot id to its original rule. */
export const originalOps: Record<RuleSnapshotKind, string> = {
  rule: 'originalRule',
  'page-filter': 'originalPageFilter',
  tag: 'originalTag',
  'tag-variable': 'originalTagVariable',
};

/** What each kind of snapshot is called on the page. */
export const snapshotNouns: Record<RuleSnapshotKind, string> = {
  rule: 'rule snapshot',
  'page-filter': 'page filter snapshot',
  tag: 'tag condition snapshot',
  'tag-variable': 'tag variable snapshot',
};

/** Whether a URL segment names a kind of snapshot. */
export const isSnapshotKind = (value: string | undefined): value is RuleSnapshotKind =>
  value !== undefined && Object.hasOwn(ruleSnapshotKinds, value);
