import { describe, expect, it } from 'vitest';
import { valueWithUnit } from './trend-types';

describe('valueWithUnit', () => {
  it('groups a trend value’s digits and gives it its unit, as the tooltip shows it', () => {
    expect(valueWithUnit(1726, 'ms')).toBe('1,726 ms');
    expect(valueWithUnit(12.5, '%')).toBe('12.5 %');
    expect(valueWithUnit(1726, undefined)).toBe('1,726');
    expect(valueWithUnit(null, 'ms')).toBe('–');
  });
});
