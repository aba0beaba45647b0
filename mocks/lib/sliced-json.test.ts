// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { slicedJsonArray } from './sliced-json';

const items = (count: number) => Array.from({ length: count }, (_, id) => ({ id, name: `Audit "${id}"` }));

describe('slicedJsonArray', () => {
  it.each([0, 1, 2_000, 2_001, 50_000])('answers %i items as one JSON array', async (count) => {
    const response = slicedJsonArray(items(count), 200);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(await response.json()).toEqual(items(count));
  });

  it('leaves the event loop free between slices: other work runs before the list is written', async () => {
    const order: string[] = [];
    const written = slicedJsonArray(items(50_000), 200)
      .text()
      .then(() => order.push('list written'));
    setTimeout(() => order.push('another call answered'), 0);
    await written;
    expect(order).toEqual(['another call answered', 'list written']);
  });
});
