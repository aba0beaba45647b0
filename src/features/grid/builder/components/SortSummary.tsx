import { Button, Group, Text } from '@mantine/core';
import type { GridRequest } from '@/api/grid/query-schemas';

interface SortSummaryProps {
  request: GridRequest;
  /** Column headers by index. */
  labels: readonly string[];
  onClear: () => void;
}

/** "Sorted by Page URL (ascending), then Size (descending)", with how to change it and a Clear button. */
export function SortSummary({ request, labels, onClear }: SortSummaryProps) {
  const keys = (request.sortBy ?? []).filter((item) => labels[item.columnIndex] !== undefined);
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="xs" c="dimmed" data-testid="grid-sort-summary">
        {keys.length === 0
          ? 'Not sorted. Click a column header to sort by it; Shift+click adds another sort key.'
          : `Sorted by ${keys
              .map((item) => `${labels[item.columnIndex]} (${item.sortDesc ? 'descending' : 'ascending'})`)
              .join(', then ')}. Shift+click a header to add a sort key.`}
      </Text>
      {keys.length > 0 && (
        <Button size="compact-xs" variant="subtle" onClick={onClear}>
          Clear sort
        </Button>
      )}
    </Group>
  );
}
