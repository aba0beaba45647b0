import { Button, Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { scheduleQueries } from '@/api/schedules/queries';
import {
  checkRecurrenceRule,
  describeSchedule,
  ruleWithoutEnd,
  scheduleSentence,
  type ScheduleSpec,
} from '@/lib/schedule';

/** How long typing pauses before the rule is described. */
const DEBOUNCE_MS = 400;

/**
 * The schedule in plain language: what repeats comes from the service's rule description
 * (debounced), the time, end and zone are added here. Without the service's words (an error) it
 * is described here, with the error and Retry.
 */
export function RuleDescription({ schedule }: { schedule: ScheduleSpec }) {
  const [rule] = useDebouncedValue(schedule.recurrenceRule.trim(), DEBOUNCE_MS);
  const valid = checkRecurrenceRule(rule).ok;
  const description = useQuery({ ...scheduleQueries.ruleDescription(ruleWithoutEnd(rule)), enabled: valid });
  const current = { ...schedule, recurrenceRule: rule };
  let body;
  if (!valid) {
    body = (
      <Text size="sm" c="dimmed">
        Enter a valid rule to see it in words.
      </Text>
    );
  } else if (description.data) {
    body = (
      <Text size="sm" fw={500} data-testid="schedule-description">
        {scheduleSentence(description.data.description, current)}
      </Text>
    );
  } else if (description.isError) {
    body = (
      <Group gap="xs">
        <Text size="sm" fw={500} data-testid="schedule-description">
          {describeSchedule(current)}
        </Text>
        <Text size="xs" c="dimmed">
          (the service could not describe it: {description.error.message})
        </Text>
        <Button size="compact-xs" variant="light" onClick={() => void description.refetch()}>
          Retry
        </Button>
      </Group>
    );
  } else {
    body = <Loader size="xs" aria-label="Describing the rule" />;
  }
  return (
    <div aria-live="polite">
      <Text size="xs" c="dimmed">
        In words
      </Text>
      {body}
    </div>
  );
}
