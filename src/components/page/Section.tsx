import { Group, Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled part of a page (a landmark named by its heading), with optional controls beside the title. */
export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
