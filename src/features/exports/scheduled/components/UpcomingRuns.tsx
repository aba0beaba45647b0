import { Alert, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { formatInZone } from '@/lib/format-zone';
import { occurrences, type Occurrence, type ScheduleSpec } from '@/lib/schedule';

/** How many upcoming runs the editor lists. */
const SHOWN = 5;

/** "UTC−05:00". */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** "Mon 2 Nov 2026, 09:00 EST" in the schedule's zone. */
export function occurrenceText(occurrence: Occurrence, tzId: string): string {
  return `${formatInZone(occurrence.at, tzId)} ${occurrence.zoneName}`;
}

function RunItem({ occurrence, tzId }: { occurrence: Occurrence; tzId: string }) {
  return (
    <List.Item>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" td={occurrence.skipped ? 'line-through' : undefined} fw={500}>
          {occurrenceText(occurrence, tzId)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatInZone(occurrence.at, 'UTC', 'HH:mm')} UTC
        </Text>
        {occurrence.skipped && (
          <Badge size="sm" color="gray" variant="light">
            Skipped (exception)
          </Badge>
        )}
        {occurrence.offsetChanged && (
          <Badge size="sm" color="orange" variant="light">
            DST change: now {occurrence.zoneName}, {offsetText(occurrence.offsetMinutes)}
          </Badge>
        )}
      </Group>
    </List.Item>
  );
}

/**
 * The next five runs of a schedule in its zone (computed here, DST-aware): local time and zone
 * abbreviation, the UTC time, skipped exception dates and daylight-saving changes marked.
 */
export function UpcomingRuns({
  schedule,
  paused,
  now,
}: {
  schedule: ScheduleSpec;
  paused: boolean;
  now?: Date;
}) {
  const titleId = useId();
  const runs = useMemo(
    () => occurrences(schedule, { after: now ?? new Date(), count: SHOWN, includeSkipped: true }),
    [schedule, now],
  );
  return (
    <Stack component="section" gap="xs" aria-labelledby={titleId}>
      <Title order={2} size="h5" id={titleId}>
        Next runs ({schedule.tzId})
      </Title>
      {paused && (
        <Alert color="yellow" variant="light" icon={<IconPlayerPause aria-hidden />} title="Paused">
          None of these runs happen until the schedule is resumed.
        </Alert>
      )}
      {runs.length === 0 ? (
        <Text size="sm" c="dimmed">
          This schedule has no upcoming runs.
        </Text>
      ) : (
        <List type="ordered" spacing={4} aria-label="Next runs">
          {runs.map((occurrence) => (
            <RunItem key={occurrence.local} occurrence={occurrence} tzId={schedule.tzId} />
          ))}
        </List>
      )}
    </Stack>
  );
}
