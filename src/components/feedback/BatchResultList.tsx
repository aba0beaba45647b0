import { List, Loader, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconClock, IconX } from '@tabler/icons-react';
import type { BatchEntry, BatchStatus } from '@/lib/batch';

const statusLook = {
  succeeded: ['teal', IconCheck],
  failed: ['red', IconX],
  waiting: ['gray', IconClock],
} as const;

function StatusIcon({ status }: { status: BatchStatus }) {
  if (status === 'working') return <Loader size={16} aria-hidden />;
  const [color, Icon] = statusLook[status];
  return (
    <ThemeIcon size={20} radius="xl" variant="light" color={color}>
      <Icon size={14} aria-hidden />
    </ThemeIcon>
  );
}

interface BatchResultListProps<T, R> {
  entries: readonly BatchEntry<T, R>[];
  /** The list's accessible name. */
  label: string;
  /** Where one entry stands, in words ("Moved", "Failed: …"). */
  describe: (entry: BatchEntry<T, R>) => string;
  /** What an entry is called (default: its label). */
  name?: (entry: BatchEntry<T, R>) => string;
}

/** A batch's result per item: an icon for where it stands, its name, and what happened (failures in red). */
export function BatchResultList<T, R>({ entries, label, describe, name }: BatchResultListProps<T, R>) {
  return (
    <List spacing={6} listStyleType="none" aria-label={label}>
      {entries.map((entry) => (
        <List.Item key={entry.key} icon={<StatusIcon status={entry.status} />}>
          <Text size="sm" span fw={600}>
            {name ? name(entry) : entry.label}
          </Text>{' '}
          <Text size="sm" span c={entry.status === 'failed' ? 'red.8' : undefined}>
            — {describe(entry)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
