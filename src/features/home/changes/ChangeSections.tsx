import { Progress, Text } from '@mantine/core';
import { formatCount } from '@/lib/format';
import type { QueryLike } from '@/components/feedback/QueryView';
import { AttentionSection, type AttentionItem } from '../components/AttentionSection';
import { NearViewport } from '../components/NearViewport';
import { changeKindWords } from './change-items';
import { changeKindIds, type ChangeKindId } from './changes';
import type { Changes } from './use-changes';

/** Home's sections of what changed between each audit's two latest runs, with the comparison's progress. */
export function ChangeSections({
  changes,
  query,
  items,
  sinceText,
  onShowMore,
  onNear,
}: {
  changes: Changes;
  /** The period's read: its loading and error states are the sections'. */
  query: QueryLike<unknown>;
  /** Each kind's items on screen, as `changeItems` gives them. */
  items: Record<ChangeKindId, AttentionItem[]>;
  sinceText: string;
  onShowMore: (kind: ChangeKindId) => void;
  /** A section came near the viewport: the exact changes of its items are worth reading. */
  onNear: (kind: ChangeKindId) => void;
}) {
  const { settled, total } = changes.details;
  return (
    <>
      {total > 0 && settled < total && (
        <div role="status">
          <Text size="sm" c="dimmed">
            Comparing runs: {formatCount(settled)} of {formatCount(total)} changes on screen checked
          </Text>
          <Progress value={(settled / total) * 100} size="sm" aria-hidden />
        </div>
      )}
      {changeKindIds.map((kind) => (
        <NearViewport key={kind} onNear={() => onNear(kind)} watch={!query.isPending && !query.isError}>
          <AttentionSection
            id={`changes-${kind}`}
            title={changeKindWords[kind].title}
            query={query}
            errorTitle={changeKindWords[kind].errorTitle}
            none={`${changeKindWords[kind].none} since ${sinceText}.`}
            items={items[kind]}
            count={changes.found[kind]}
            onShowMore={() => onShowMore(kind)}
          />
        </NearViewport>
      ))}
    </>
  );
}
