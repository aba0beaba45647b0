import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A headline figure with its label and an optional note (delta, unit, date). */
export function StatTile({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} component="div">
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed" component="div">
          {note}
        </Text>
      )}
    </Paper>
  );
}
