import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { DST_CHANGES, dayAfter, instantAt } from '@/test/dst-changes';
import { UpcomingRuns } from './UpcomingRuns';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Sun 8 Mar 2026" of a Sunday `YYYY-MM-DD`. */
const sundayText = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `Sun ${date} ${MONTHS[month - 1]} ${year}`;
};
/** "UTC−04:00" of an offset in minutes. */
const offsetText = (minutes: number) =>
  `UTC${minutes < 0 ? '−' : '+'}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(
    Math.abs(minutes) % 60,
  ).padStart(2, '0')}`;

// The editor's next runs, seen from a fixed instant (not the machine's clock or zone): a weekly
// Sunday 09:00 schedule in the change's zone, read on the Saturday a week before the change.
describe.each(DST_CHANGES)(
  'next runs across the DST change of $day in $tzId',
  ({ tzId, day, before, after }) => {
    it('lists 09:00 local every Sunday, with the UTC time moving at the change, which is marked', () => {
      render(
        <MantineProvider theme={theme} env="test">
          <UpcomingRuns
            schedule={{
              dtStart: `${dayAfter(day, -21)}T09:00:00`,
              recurrenceRule: 'FREQ=WEEKLY;BYDAY=SU',
              tzId,
            }}
            paused={false}
            now={new Date(`${dayAfter(day, -8)}T12:00:00Z`)}
          />
        </MantineProvider>,
      );
      expect(screen.getByRole('heading', { name: `Next runs (${tzId})` })).toBeInTheDocument();
      const runs = within(screen.getByRole('list', { name: 'Next runs' })).getAllByRole('listitem');
      const sundays = [-7, 0, 7, 14, 21].map((days) => dayAfter(day, days));
      const offsets = sundays.map((_, i) => (i === 0 ? before : after));
      expect(runs).toHaveLength(sundays.length);
      runs.forEach((run, i) => {
        const utc = new Date(instantAt(`${sundays[i]}T09:00:00`, offsets[i]!)).toISOString().slice(11, 16);
        expect(run).toHaveTextContent(`${sundayText(sundays[i]!)}, 09:00`);
        expect(run).toHaveTextContent(`${utc} UTC`);
      });
      expect(runs.map((run) => run.textContent?.includes('DST change'))).toEqual([
        false,
        true,
        false,
        false,
        false,
      ]);
      expect(runs[1]).toHaveTextContent(`, ${offsetText(after)}`);
    });
  },
);
