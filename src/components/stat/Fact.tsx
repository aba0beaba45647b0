import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One fact of a summary: a small dimmed label above its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
