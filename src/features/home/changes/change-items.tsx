import { Button, Group } from '@mantine/core';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/routes';
import type { AttentionItem } from '../components/AttentionSection';
import { detailDimension } from './change-details';
import type { ChangeItem, ChangeKindId } from './changes';
import { changeKey } from './use-change-details';
import type { Changes } from './use-changes';

/** How each kind of change is titled and counted in words. */
export const changeKindWords: Record<
  ChangeKindId,
  { title: string; total: string; none: string; errorTitle: string; noExact?: string }
> = {
  rules: {
    title: 'New rule failures',
    total: 'Rule failures',
    none: 'No audit has more rule failures than in its run before',
    errorTitle: "Could not check the runs' rule results",
  },
  broken: {
    title: 'Pages newly broken',
    total: 'Broken pages',
    none: 'No page that answered before answers 4xx or 5xx now',
    errorTitle: "Could not check the runs' pages",
    noExact: 'no page that answered in the run before is broken now: the broken pages are new to this run',
  },
  tags: {
    title: 'New tags',
    total: 'Tags',
    none: 'No new tag fired',
    errorTitle: "Could not check the runs' tags",
    noExact: 'no tag is new to this run',
  },
  cookies: {
    title: 'Cookies that became unapproved',
    total: 'Unapproved cookies',
    none: 'No cookie became unapproved and no new unapproved cookie was found',
    errorTitle: "Could not check the runs' cookies",
    noExact: 'no cookie became unapproved and none of the new ones is unapproved',
  },
};

/** The rise of a run total in words ("Broken pages 7 → 14"). */
export const riseText = (item: ChangeItem) =>
  `${changeKindWords[item.kind].total} ${formatCount(item.from)} → ${formatCount(item.to)}`;

/** An item whose diff found no exact change of its kind, in words: the rise came from elsewhere. */
export const noExactText = (item: ChangeItem) =>
  `${riseText(item)} — ${changeKindWords[item.kind].noExact ?? 'the comparison found no exact change'}`;

/** Where an item without an exact detail links: the comparison on its dimension, or the run's rule summary. */
export function fallbackLink(item: ChangeItem) {
  const dim = detailDimension[item.kind];
  return dim
    ? paths.compare({ auditId: item.auditId, base: item.baseRunId, head: item.headRunId, dim })
    : paths.report({ auditId: item.auditId, runId: item.headRunId, family: 'rule-summary' });
}

/** The items of one kind on screen: exact where the runs' diff has told, the rise of the total meanwhile. */
export function changeItems(kind: ChangeKindId, changes: Changes): AttentionItem[] {
  return changes.onScreen[kind].flatMap((item): AttentionItem[] => {
    const base = { key: changeKey(item), name: item.auditName, at: item.at };
    if (!detailDimension[kind])
      return [
        {
          ...base,
          to: fallbackLink(item),
          change: `${riseText(item)} (run ${item.baseRunId} → ${item.headRunId})`,
        },
      ];
    const state = changes.details.states.get(changeKey(item));
    if (state?.status === 'done')
      return [
        state.detail
          ? { ...base, to: state.detail.to, change: state.detail.text }
          : { ...base, to: fallbackLink(item), change: noExactText(item) },
      ];
    if (state?.status === 'error')
      return [
        {
          ...base,
          to: fallbackLink(item),
          change: (
            <Group gap="xs" component="span">
              <span>
                {riseText(item)} — could not compare the runs: {state.error.message}
              </span>
              <Button size="compact-xs" variant="light" onClick={state.retry}>
                Retry
              </Button>
            </Group>
          ),
        },
      ];
    const waiting = state?.status === 'waiting' ? ' · comparing the runs…' : '';
    return [{ ...base, to: fallbackLink(item), change: `${riseText(item)}${waiting}` }];
  });
}
