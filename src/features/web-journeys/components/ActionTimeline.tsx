import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconClock, IconMinus, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { actionTypeLabel } from './run-status';
import { hasRun, type RunStep, type StepOutcome } from './run-steps';
import { actionTarget } from './ScriptTable';

interface TimelineProps {
  steps: RunStep[];
  /** Step number → how many cookies the step changed (when known). */
  cookieCounts: ReadonlyMap<number, number>;
  selected: number | undefined;
  /** The link that selects a step. */
  stepHref: (sequence: number) => string;
  /** The run stopped here (a failed action, or a run still going). */
  stoppedNote?: string;
}

const outcomes: Record<
  StepOutcome,
  { label: string; color: string; variant: 'light' | 'filled'; icon: ReactNode }
> = {
  passed: { label: 'Passed', color: 'teal', variant: 'light', icon: <IconCheck size={12} aria-hidden /> },
  failed: { label: 'Failed', color: 'red', variant: 'filled', icon: <IconX size={12} aria-hidden /> },
  'not-run': {
    label: 'Not run',
    color: 'gray',
    variant: 'light',
    icon: <IconMinus size={12} aria-hidden />,
  },
  pending: { label: 'Waiting', color: 'blue', variant: 'light', icon: <IconClock size={12} aria-hidden /> },
};

/** The run's steps in order, each with its result, what it acted on and its cookie changes. */
export function ActionTimeline({ steps, cookieCounts, selected, stepHref, stoppedNote }: TimelineProps) {
  return (
    <Stack gap="xs">
      <ol aria-label="Actions" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {steps.map((step) => {
          const { sequence, action } = step;
          const isSelected = selected === sequence;
          const cookies = cookieCounts.get(sequence);
          const outcome = outcomes[step.outcome];
          const target = actionTarget(action);
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
                        {action.description || actionTypeLabel(action.actionType)}
                      </Text>
                      <Badge variant="light" color="gray" radius="sm">
                        {actionTypeLabel(action.actionType)}
                      </Badge>
                      <Badge
                        color={outcome.color}
                        variant={outcome.variant}
                        radius="sm"
                        leftSection={outcome.icon}
                      >
                        {outcome.label}
                      </Badge>
                    </Group>
                    {step.failureMessage && (
                      <Text size="sm" c="red.8">
                        {step.failureMessage}
                      </Text>
                    )}
                    {target && (
                      <Text size="xs" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {target}
                      </Text>
                    )}
                    {cookies !== undefined && (
                      <Text size="xs" c="dimmed">
                        {cookies} cookie change{cookies === 1 ? '' : 's'}
                      </Text>
                    )}
                  </Stack>
                  {hasRun(step) && (
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
                  )}
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
