import { Button, Group, Progress, Text } from '@mantine/core';
import { formatCount } from '@/lib/format';
import { changeKindWords, type Changes } from '../change-items';
import { changeKindIds, type ChangeKindId } from '../changes';
import { AttentionSection, type AttentionItem } from './AttentionSection';

/** Home's sections of what changed between each audit's two latest runs, with the comparison's progress. */
export function ChangeSections({
  changes,
  items,
  sinceText,
}: {
  changes: Changes;
  /** Each kind's items, as `changeItems` gives them. */
  items: Record<ChangeKindId, AttentionItem[]>;
  sinceText: string;
}) {
  const { settled, total } = changes.details;
  return (
    <>
      {total > 0 && settled < total && (
        <div role="status">
          <Text size="sm" c="dimmed">
            Comparing runs: {formatCount(settled)} of {formatCount(total)} changes checked
          </Text>
          <Progress value={(settled / total) * 100} size="sm" aria-hidden />
        </div>
      )}
      {changeKindIds.map((kind) => (
        <AttentionSection
          key={kind}
          id={`changes-${kind}`}
          title={changeKindWords[kind].title}
          query={changes.query}
          errorTitle={changeKindWords[kind].errorTitle}
          none={`${changeKindWords[kind].none} since ${sinceText}.`}
          items={items[kind]}
        />
      ))}
      {changes.ran > changes.checked && (
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            Changes: the latest runs of the newest {formatCount(changes.checked)} of{' '}
            {formatCount(changes.ran)} audits that ran were checked.
          </Text>
          <Button size="compact-sm" variant="light" onClick={changes.checkMore}>
            Check more audits
          </Button>
        </Group>
      )}
    </>
  );
}
