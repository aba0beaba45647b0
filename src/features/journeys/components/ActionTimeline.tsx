import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ActionResult } from '@/api/web-journeys/run-schemas';
import { actionTypeLabel } from './run-status';

interface TimelineProps {
  actions: ActionResult[];
  /** Step number → how many cookies the step changed (when known). */
  cookieCounts: ReadonlyMap<number, number>;
  selected: number | undefined;
  /** When the run started (ms since epoch). */
  startedAt: number | undefined;
  /** The link that selects a step. */
  stepHref: (sequence: number) => string;
  /** The run stopped here (a failed action, or a run still going). */
  stoppedNote?: string;
}

function offset(timestamp: number, startedAt: number | undefined): string {
  if (startedAt === undefined) return '';
  return `+${((timestamp - startedAt) / 1000).toFixed(1)} s`;
}

/** The run's actions in order, each with its result, page, tags and cookie changes. */
export function ActionTimeline({
  actions,
  cookieCounts,
  selected,
  startedAt,
  stepHref,
  stoppedNote,
}: TimelineProps) {
  return (
    <Stack gap="xs">
      <ol aria-label="Actions" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {actions.map((result, index) => {
          const sequence = result.action.sequence ?? index;
          const isSelected = selected === sequence;
          const cookies = cookieCounts.get(sequence);
          const page = result.finishPageUrl ?? result.startPageUrl;
          return (
            <li key={sequence}>
              <Paper
                withBorder
                radius="sm"
                p="sm"
                style={
                  isSelected ? { borderColor: 'var(--mantine-color-blue-filled)', borderWidth: 2 } : undefined
                }
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs" wrap="wrap">
                      <Badge variant="default" radius="sm">
                        Step {sequence + 1}
                      </Badge>
                      <Text size="sm" fw={600}>
                        {result.action.label || actionTypeLabel(result.action.action)}
                      </Text>
                      <Badge variant="light" color="gray" radius="sm">
                        {actionTypeLabel(result.action.action)}
                      </Badge>
                      {result.success ? (
                        <Badge
                          color="teal"
                          variant="light"
                          radius="sm"
                          leftSection={<IconCheck size={12} aria-hidden />}
                        >
                          Passed
                        </Badge>
                      ) : (
                        <Badge color="red" radius="sm" leftSection={<IconX size={12} aria-hidden />}>
                          Failed
                        </Badge>
                      )}
                    </Group>
                    {result.failureMessage && (
                      <Text size="sm" c="red.8">
                        {result.failureMessage}
                      </Text>
                    )}
                    {page && (
                      <Text size="xs" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {page}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {offset(result.timestamp, startedAt)} · {result.tags.length} tag
                      {result.tags.length === 1 ? '' : 's'}
                      {cookies !== undefined ? ` · ${cookies} cookie change${cookies === 1 ? '' : 's'}` : ''}
                    </Text>
                  </Stack>
                  <Anchor
                    component={Link}
                    to={stepHref(sequence)}
                    size="sm"
                    aria-current={isSelected ? 'step' : undefined}
                    aria-label={`Details of step ${sequence + 1}`}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    Details
                  </Anchor>
                </Group>
              </Paper>
            </li>
          );
        })}
      </ol>
      {stoppedNote && (
        <Text size="sm" c="dimmed">
          {stoppedNote}
        </Text>
      )}
    </Stack>
  );
}
