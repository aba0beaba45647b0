import { transitionsOf, type DiffItem, type RunDiff } from '@/api/compare/diff';
import type { DimensionId } from '@/api/compare/registry';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/routes';
import type { ChangeItem, ChangeKindId } from './changes';

/** What a diff of the two runs found for an item: the change in words and a link to exactly those rows. */
export interface ChangeDetail {
  text: string;
  to: string;
}

/** The comparison's dimension that tells each kind of change exactly (rules have none). */
export const detailDimension: Partial<Record<ChangeKindId, DimensionId>> = {
  broken: 'pages',
  tags: 'tags',
  cookies: 'consent-compliance',
};

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;
const isBroken = (status: string | undefined) => Number(status) >= 400;
const answered = (status: string | undefined) => Number(status) >= 200 && Number(status) < 400;
const names = (items: readonly DiffItem[], at: number) => {
  const shown = items.slice(0, 3).map((item) => item.cells[at] ?? item.key);
  return `${shown.join(', ')}${items.length > shown.length ? `, and ${formatCount(items.length - shown.length)} more` : ''}`;
};

/** Pages that answered (2xx/3xx) in the run before and answer 4xx/5xx now, by their new status. */
function brokenPages(item: ChangeItem, diff: RunDiff): ChangeDetail | null {
  const broken = transitionsOf(diff.items, 'status').filter(
    (transition) => answered(transition.from) && isBroken(transition.to),
  );
  if (broken.length === 0) return null;
  const byCode = new Map<string, number>();
  for (const transition of broken)
    byCode.set(transition.to, (byCode.get(transition.to) ?? 0) + transition.count);
  const codes = [...byCode]
    .sort((a, b) => b[1] - a[1])
    .map(([code, count]) => `${code} (${formatCount(count)})`);
  const total = broken.reduce((sum, transition) => sum + transition.count, 0);
  const widest = broken[0]!;
  return {
    text: `${plural(total, 'page now answers', 'pages now answer')} ${byCode.size === 1 ? widest.to : `errors: ${codes.join(', ')}`}`,
    to: compareLink(item, {
      dim: 'pages',
      kind: 'changed',
      attr: 'status',
      from: widest.from,
      to: widest.to,
    }),
  };
}

/** Tags that fired in the latest run and not in the one before. */
function newTags(item: ChangeItem, diff: RunDiff): ChangeDetail | null {
  const added = diff.items.filter((entry) => entry.kind === 'new');
  if (added.length === 0) return null;
  return {
    text: `${added.length === 1 ? 'New tag' : `${formatCount(added.length)} new tags`}: ${names(added, 0)}`,
    to: compareLink(item, { dim: 'tags', kind: 'new' }),
  };
}

/** Cookies approved before and unapproved now, else new cookies that are unapproved. */
function unapprovedCookies(item: ChangeItem, diff: RunDiff): ChangeDetail | null {
  const cookies = diff.items.filter((entry) => entry.cells[0] === 'Cookie');
  const became = cookies.filter(
    (entry) =>
      entry.kind === 'changed' &&
      entry.base?.values.status === 'Approved' &&
      entry.head?.values.status === 'Unapproved',
  );
  const added = cookies.filter((entry) => entry.kind === 'new' && entry.head?.values.status === 'Unapproved');
  if (became.length === 0 && added.length === 0) return null;
  const parts = [
    became.length > 0 && `${names(became, 1)} became unapproved`,
    added.length > 0 &&
      `${plural(added.length, 'new unapproved cookie', 'new unapproved cookies')} (${names(added, 1)})`,
  ].filter(Boolean);
  return {
    text: parts.join('; '),
    to:
      became.length > 0
        ? compareLink(item, {
            dim: 'consent-compliance',
            kind: 'changed',
            attr: 'status',
            from: 'Approved',
            to: 'Unapproved',
          })
        : compareLink(item, { dim: 'consent-compliance', kind: 'new' }),
  };
}

/** The comparison of the item's two runs, on one dimension and view. */
function compareLink(
  item: ChangeItem,
  view: { dim: DimensionId; kind: string; attr?: string; from?: string; to?: string },
) {
  return paths.compare({ auditId: item.auditId, base: item.baseRunId, head: item.headRunId, ...view });
}

const detailOf: Partial<Record<ChangeKindId, (item: ChangeItem, diff: RunDiff) => ChangeDetail | null>> = {
  broken: brokenPages,
  tags: newTags,
  cookies: unapprovedCookies,
};

/**
 * What the diff of an item's two runs found for its kind: words and a link to exactly those rows, or
 * null when the rise of the total came from something else (new pages that were already broken…).
 */
export function changeDetail(item: ChangeItem, diff: RunDiff): ChangeDetail | null {
  return detailOf[item.kind]?.(item, diff) ?? null;
}
