import { Anchor, Badge, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { scheduledItemKey, type ScheduledItem } from '@/api/resources/schedules-calendar';
import { formatWeekdayDate } from '@/lib/format';
import { isViewerZone } from '@/lib/format-zone';
import { localToInstant, zoneAbbreviation } from '@/lib/schedule';
import { itemHref } from '../items';

/** Entries shown per day before "and N more". */
const PER_DAY = 12;

interface Entry {
  /** "22:00", the local time in the item's zone. */
  time: string;
  /** That zone when it is not the viewer's ("PST"). */
  zone?: string;
  item: ScheduledItem;
}

/** The zone of an item's local time when it is not the viewer's ("PST"), else nothing. */
function zoneOf(local: string, item: ScheduledItem): string | undefined {
  const tzId = item.schedule?.tzId;
  if (!tzId || isViewerZone(tzId)) return undefined;
  const at = localToInstant(local, tzId);
  return at ? zoneAbbreviation(tzId, at) : tzId;
}

/** Occurrences by local day (`YYYY-MM-DD` → entries sorted by time). */
function byDay(rows: readonly ScheduledItem[]): Array<[string, Entry[]]> {
  const days = new Map<string, Entry[]>();
  for (const item of rows) {
    for (const at of item.futureOccurrences ?? []) {
      const [day, time = ''] = at.split('T') as [string, string?];
      days.set(day, [...(days.get(day) ?? []), { time: time.slice(0, 5), zone: zoneOf(at, item), item }]);
    }
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, entries]) => [day, entries.sort((a, b) => a.time.localeCompare(b.time))]);
}

/** "Mon 2 Nov 2026" for a `YYYY-MM-DD` day; any other text as it came. */
const dayTitle = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? formatWeekdayDate(day) : day);

/** What runs when: one card per day with each run's local time and item, then the table of items. */
export function CalendarView({ rows, table }: { rows: ScheduledItem[]; table: ReactNode }) {
  const days = byDay(rows);
  return (
    <Stack gap="md">
      <section aria-label="Runs by day">
        {days.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing is scheduled to run in this window.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4, xl: 7 }} spacing="xs">
            {days.map(([day, entries]) => (
              <Paper key={day} withBorder p="xs" radius="md" component="article" aria-label={dayTitle(day)}>
                <Title order={3} size="h6">
                  {dayTitle(day)}{' '}
                  <Badge size="xs" variant="light">
                    {entries.length} runs
                  </Badge>
                </Title>
                <Stack gap={2} mt={4}>
                  {entries.slice(0, PER_DAY).map((entry, index) => (
                    <Text key={index} size="xs" truncate>
                      <Text span ff="monospace" size="xs">
                        {entry.time}
                        {entry.zone && ` ${entry.zone}`}
                      </Text>{' '}
                      <Anchor
                        component={Link}
                        to={itemHref('schedules-calendar', scheduledItemKey(entry.item))}
                        size="xs"
                      >
                        {entry.item.itemName ?? scheduledItemKey(entry.item)}
                      </Anchor>
                    </Text>
                  ))}
                  {entries.length > PER_DAY && (
                    <Text size="xs" c="dimmed">
                      and {entries.length - PER_DAY} more
                    </Text>
                  )}
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </section>
      {table}
    </Stack>
  );
}
