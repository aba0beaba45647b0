import { Anchor, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface FigureProps {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  /** Makes the figure a door: the rows behind the number. */
  to?: string;
}

/** A headline figure with its label and note; a link to the rows behind it when `to` is given. */
export function Figure({ label, value, note, to }: FigureProps) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} component="div" ta="right">
        {to ? (
          <Anchor
            component={Link}
            to={to}
            inherit
            aria-label={
              typeof value === 'string' || typeof value === 'number' ? `${label}: ${value}` : undefined
            }
          >
            {value}
          </Anchor>
        ) : (
          value
        )}
      </Text>
      {note && (
        <Text size="xs" c="dimmed" component="div" ta="right">
          {note}
        </Text>
      )}
    </Paper>
  );
}
