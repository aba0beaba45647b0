import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import untrusted from '@/components/text/untrusted-text.module.css';
import calendar from './calendar.module.css';

/** Names of a calendar's arrow controls, which Mantine leaves unnamed (the level controls show their text). */
const calendarAriaLabels = {
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

/** Compact, calm theme for dense analyst screens; system font stack (no remote fonts). */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontWeight: '650' },
  // Mantine's transitions (modals, menus, drawers) end at once for a user who asks for less motion.
  respectReducedMotion: true,
  // Text from audited sites (untrusted-text.module.css): isolated, wrapped or ellipsised in its box;
  // a badge wraps, never cut.
  components: {
    Anchor: { classNames: { root: untrusted.isolated } },
    Badge: { classNames: { root: untrusted.badge, label: untrusted.badgeLabel } },
    Pill: { classNames: { label: untrusted.isolated } },
    Chip: { classNames: { root: untrusted.chip, label: untrusted.clipped } },
    Code: { classNames: { root: untrusted.wrapping } },
    Title: { classNames: { root: untrusted.wrapping } },
    DataList: { classNames: { itemValue: untrusted.wrapping } },
    // @mantine/dates pickers (keyed by name, so the theme does not pull them into the entry chunk):
    // named arrow controls, no faded days of other months, weekend days in a darker red (contrast).
    ...Object.fromEntries(
      ['Calendar', 'DatePicker', 'DatePickerInput', 'DateInput', 'DateTimePicker'].map((name) => [
        name,
        {
          defaultProps: { ariaLabels: calendarAriaLabels, hideOutsideDates: true },
          classNames: { day: calendar.day },
        },
      ]),
    ),
  },
});

/**
 * In the light scheme, text on "light" badges and alerts and the background of "filled" ones use a
 * darker tone of each colour: ≥ 5:1 contrast (WCAG AA) against the tinted background and white text.
 */
const accessibleTones: Record<string, string> = {
  red: '#b52626',
  pink: '#a61e4d',
  grape: '#862e9c',
  violet: '#5f3dc4',
  indigo: '#2c3e9e',
  blue: '#1864ab',
  cyan: '#0a6778',
  teal: '#077252',
  green: '#226e32',
  lime: '#406809',
  yellow: '#a15300',
  orange: '#ae3a0c',
  gray: '#343a40',
};

/** CSS variables that keep text contrast at AA in the light scheme. */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': accessibleTones.indigo!,
    '--mantine-color-error': accessibleTones.red!,
    '--mantine-primary-color-light-color': accessibleTones.indigo!,
    '--mantine-primary-color-filled': accessibleTones.indigo!,
    '--mantine-primary-color-filled-hover': 'var(--mantine-color-indigo-9)',
  };
  for (const [color, tone] of Object.entries(accessibleTones)) {
    light[`--mantine-color-${color}-light-color`] = tone;
    light[`--mantine-color-${color}-filled`] = tone;
    light[`--mantine-color-${color}-filled-hover`] = `var(--mantine-color-${color}-9)`;
    light[`--mantine-color-${color}-outline`] = tone;
  }
  return { variables: {}, light, dark: {} };
};
