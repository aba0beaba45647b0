import { Text } from '@mantine/core';
import { formatCount } from '@/lib/format';

/** "Showing the first 1,000 of 1,250 rules (list truncated)": what a list cut short by its page cap holds. */
export function truncatedListText(shown: number, noun: string, total?: number): string {
  const of = total !== undefined && total > shown ? ` of ${formatCount(total)}` : '';
  return `Showing the first ${formatCount(shown)}${of} ${noun} (list truncated)`;
}

/** The notice a screen shows when the page cap cut its list short. */
export function TruncatedList({ shown, noun, total }: { shown: number; noun: string; total?: number }) {
  return (
    <Text size="sm" c="orange.8" role="status" data-testid="list-truncated">
      {truncatedListText(shown, noun, total)}
    </Text>
  );
}
