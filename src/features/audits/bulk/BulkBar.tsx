import { Button, Group, Paper, Text } from '@mantine/core';
import type { BulkAction } from './bulk-actions';

interface BulkBarProps {
  actions: readonly BulkAction[];
  selected: number;
  /** How many audits the filter shows (what "select all" selects). */
  matching: number;
  filtered: boolean;
  /** A bulk action is being applied: no other starts meanwhile. */
  busy: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onAction: (action: BulkAction) => void;
}

/** How many audits are selected, "select all N matching the filter", and the bulk actions. */
export function BulkBar({
  actions,
  selected,
  matching,
  filtered,
  busy,
  onSelectAll,
  onClear,
  onAction,
}: BulkBarProps) {
  return (
    <Paper withBorder radius="md" px="sm" py={6} role="group" aria-label="Bulk actions">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={selected ? 600 : undefined} aria-live="polite">
            {selected ? `${selected} selected` : 'Select audits to act on several at once'}
          </Text>
          {selected < matching && (
            <Button variant="subtle" size="compact-sm" onClick={onSelectAll}>
              {filtered ? `Select all ${matching} matching the filter` : `Select all ${matching} audits`}
            </Button>
          )}
          {selected > 0 && (
            <Button variant="subtle" size="compact-sm" color="gray" onClick={onClear}>
              Clear selection
            </Button>
          )}
        </Group>
        <Group gap="xs">
          {actions.map((action) => (
            <Button
              key={action.id}
              size="compact-sm"
              variant={action.color ? 'light' : 'default'}
              color={action.color}
              disabled={selected === 0 || busy}
              onClick={() => onAction(action)}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}
