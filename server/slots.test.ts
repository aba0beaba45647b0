// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BoundedSlots, SlotWaitTimeout } from './slots';

describe('BoundedSlots', () => {
  it('grants up to its size at once, then serves the line first come first served', async () => {
    const slots = new BoundedSlots(2, 10_000);
    const first = await slots.acquire();
    await slots.acquire();
    const order: string[] = [];
    const a = slots.acquire().then((release) => (order.push('a'), release));
    const b = slots.acquire().then((release) => (order.push('b'), release));
    expect([slots.held, slots.waiting]).toEqual([2, 2]);
    first();
    first(); // a second release gives back nothing more
    (await a)();
    await b;
    expect(order).toEqual(['a', 'b']);
    expect([slots.held, slots.waiting]).toEqual([2, 0]);
  });

  it('turns a caller away after its bounded wait, and lets one whose signal aborts leave the line', async () => {
    const slots = new BoundedSlots(1, 50);
    const release = await slots.acquire();
    await expect(slots.acquire()).rejects.toBeInstanceOf(SlotWaitTimeout);

    const left = new AbortController();
    const waiting = slots.acquire(left.signal);
    expect(slots.waiting).toBe(1);
    left.abort(new Error('client left'));
    await expect(waiting).rejects.toThrow('client left');
    expect(slots.waiting).toBe(0);
    await expect(slots.acquire(left.signal)).rejects.toThrow('client left');

    release();
    expect(slots.held).toBe(0);
  });
});
