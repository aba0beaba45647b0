import { Text } from '@mantine/core';
import type { FilterSentence } from '@/api/grid/model/filter-sentence';

/** A condition as a sentence: the column in bold, the value highlighted, all as plain text. */
export function FilterSentenceText({ sentence }: { sentence: FilterSentence }) {
  return (
    <Text size="sm" component="span" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={600} inherit>
        {sentence.subject}
      </Text>
      {sentence.verb !== '' && ` ${sentence.verb}`}
      {sentence.object !== undefined && sentence.object !== '' && (
        <>
          {' '}
          <Text span fw={600} c="var(--mantine-primary-color-filled)" inherit>
            {sentence.object}
          </Text>
        </>
      )}
    </Text>
  );
}
