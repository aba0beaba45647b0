import { describe, expect, it } from 'vitest';
import { rangeBetween } from './selection';

describe('rangeBetween', () => {
  const order = [5, 3, 9, 1, 7];

  it('takes everything between the anchor and the target, in either direction', () => {
    expect(rangeBetween(order, 3, 1)).toEqual([3, 9, 1]);
    expect(rangeBetween(order, 7, 9)).toEqual([9, 1, 7]);
  });

  it('takes only the target without an anchor, or when the anchor is no longer shown', () => {
    expect(rangeBetween(order, undefined, 9)).toEqual([9]);
    expect(rangeBetween(order, 42, 9)).toEqual([9]);
  });
});
