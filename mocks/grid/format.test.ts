// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './format';

const at = '2025-11-14T16:42:55.123Z';

describe('formatTimestamp', () => {
  it.each([
    ['YYYY-MM-DD HH24:MI:SS', '2025-11-14 16:42:55'],
    ['mon dd, yyyy @ HH24:MI:SS', 'Nov 14, 2025 @ 16:42:55'],
    ['DD/MM/YYYY', '14/11/2025'],
    ['YYYY-MM-DD', '2025-11-14'],
    ['"completed on" mon dd, yyyy', 'completed on Nov 14, 2025'],
    ['YYYY/Q', '2025/4'],
    ['YYYY"-Q"Q', '2025-Q4'],
    ['YYYY/WY', '2025/46'],
    ['YYYY "week" WY', '2025 week 46'],
  ])('renders the reference example %s', (format, expected) => {
    expect(formatTimestamp(at, format)).toBe(expected);
  });

  it('renders names, 12-hour clocks, fractions and the UTC zone', () => {
    expect(formatTimestamp(at, 'DY MMMM YY')).toBe('Fri November 25');
    expect(formatTimestamp(at, 'HH12:MI AM')).toBe('04:42 PM');
    expect(formatTimestamp('2025-11-14T00:05:00Z', 'HH12 PM')).toBe('12 AM');
    expect(formatTimestamp(at, 'SS.FF3 / FF / FF1')).toBe('55.123 / 123000000 / 1');
    expect(formatTimestamp(at, 'HH24TZH:TZM')).toBe('16Z');
  });

  it('gives null for a value that is not a timestamp', () => {
    expect(formatTimestamp('soon', 'YYYY')).toBeNull();
  });
});
