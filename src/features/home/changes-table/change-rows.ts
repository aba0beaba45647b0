import { formatCount } from '@/lib/format';
import { paths } from '@/lib/routes';
import { failedRuns, scoreDrops, SCORE_DROP_POINTS } from '../attention/attention';
import { changeKindWords, fallbackLink, noExactText, riseText } from '../changes/change-items';
import type { ChangeDetail } from '../changes/change-details';
import { changeKindIds, risingTotals, type ChangeItem, type ChangeKindId } from '../changes/changes';
import type { AuditInPeriod } from '../runs/audits-in-period';

/** The kinds of row of the changes table: Home's sections. */
export const changeRowKinds = ['failed', 'drop', ...changeKindIds] as const;
/** One kind of row. */
export type ChangeRowKind = (typeof changeRowKinds)[number];

/** What each kind of row is called, and the unit its count is in. */
export const changeRowKindWords: Record<ChangeRowKind, { label: string; unit: string }> = {
  failed: { label: 'Failed or stopped run', unit: 'pages scanned' },
  drop: { label: 'Score drop', unit: 'points' },
  rules: { label: changeKindWords.rules.title, unit: 'rule failures' },
  broken: { label: changeKindWords.broken.title, unit: 'pages' },
  tags: { label: changeKindWords.tags.title, unit: 'tags' },
  cookies: { label: changeKindWords.cookies.title, unit: 'cookies' },
};

/** One item of one of Home's sections, as a row of the account-wide changes table. */
export interface ChangeRow {
  key: string;
  kind: ChangeRowKind;
  auditId: number;
  auditName: string;
  subFolder: string | undefined;
  baseRunId: number | undefined;
  baseAt: string | undefined;
  headRunId: number;
  at: string;
  /** What changed, in words. */
  what: string;
  /** How much: the rise of the total, the points lost, or the pages a failed run scanned. */
  count: number;
  /** Where the row leads: exactly the rows behind it. */
  to: string;
}

/** The exact change of an item when its diff has been read: null when it found none, undefined when not read. */
export type DetailOf = (item: ChangeItem) => ChangeDetail | null | undefined;

function changeRow(item: ChangeItem, detail: ChangeDetail | null | undefined): ChangeRow {
  return {
    key: `${item.kind}:${item.auditId}:${item.headRunId}`,
    kind: item.kind,
    auditId: item.auditId,
    auditName: item.auditName,
    subFolder: item.subFolder,
    baseRunId: item.baseRunId,
    baseAt: item.baseAt,
    headRunId: item.headRunId,
    at: item.at,
    what: detail ? `${riseText(item)}: ${detail.text}` : detail === null ? noExactText(item) : riseText(item),
    count: item.to - item.from,
    to: detail?.to ?? fallbackLink(item),
  };
}

/**
 * Every item of every Home section for the audits of the period, newest first: failed runs, score
 * drops and the rises of each run total, told exactly where the diff of the two runs has been read.
 */
export function changeRows(audits: readonly AuditInPeriod[], detailOf: DetailOf): ChangeRow[] {
  const failed = failedRuns(audits).map((item): ChangeRow => ({
    key: `failed:${item.auditId}:${item.runId}`,
    kind: 'failed',
    auditId: item.auditId,
    auditName: item.auditName,
    subFolder: item.subFolder,
    baseRunId: undefined,
    baseAt: undefined,
    headRunId: item.runId,
    at: item.at,
    what: item.stopped
      ? `Stopped early: ${formatCount(item.pages)} pages scanned`
      : 'Failed: no pages scanned',
    count: item.pages,
    to: paths.run({ auditId: item.auditId, runId: item.runId }),
  }));
  const drops = scoreDrops(audits).map((item): ChangeRow => ({
    key: `drop:${item.auditId}:${item.headRunId}`,
    kind: 'drop',
    auditId: item.auditId,
    auditName: item.auditName,
    subFolder: item.subFolder,
    baseRunId: item.baseRunId,
    baseAt: item.baseAt,
    headRunId: item.headRunId,
    at: item.at,
    what: `Score ${item.from} → ${item.to} (a drop of ${SCORE_DROP_POINTS} or more)`,
    count: item.from - item.to,
    to: paths.compare({ auditId: item.auditId, base: item.baseRunId, head: item.headRunId }),
  }));
  const rising = risingTotals(audits);
  const changes = changeKindIds.flatMap((kind: ChangeKindId) =>
    rising[kind].map((item) => changeRow(item, detailOf(item))),
  );
  return [...failed, ...drops, ...changes].sort(
    (a, b) => b.at.localeCompare(a.at) || a.key.localeCompare(b.key),
  );
}
