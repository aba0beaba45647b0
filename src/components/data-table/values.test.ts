// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatValue } from './values';

const locale = (value: number) =>
  new Intl.NumberFormat(undefined, { maximumFractionDigits: 20 }).format(value);

describe('formatValue: a cell as text, for any value a column may hold', () => {
  it.each<[string, unknown, string]>([
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['NaN', Number.NaN, ''],
    ['Infinity', Infinity, '∞'],
    ['-Infinity', -Infinity, '−∞'],
    ['a huge number', 1e21, locale(1e21)],
    ['a negative number', -12.5, locale(-12.5)],
    ['true', true, 'Yes'],
    ['false', false, 'No'],
    ['text', '2026-11-12T09:30:00', '2026-11-12T09:30:00'],
    ['empty text', '', ''],
  ])('%s', (_, value, expected) => {
    expect(formatValue(value)).toBe(expected);
  });
});
