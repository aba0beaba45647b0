import { describe, expect, it, vi } from 'vitest';
import { batchCounts, createBatch, runBatch, type BatchEntry } from './batch';

const items = [
  { id: 1, name: 'One' },
  { id: 2, name: 'Two' },
  { id: 3, name: 'Three' },
];
type Item = (typeof items)[number];
const batch = () =>
  createBatch(
    items,
    (item) => String(item.id),
    (item) => item.name,
  );
const statuses = (entries: BatchEntry<Item>[]) => entries.map((entry) => entry.status);

describe('createBatch', () => {
  it('starts every item waiting, with its key and label', () => {
    expect(batch()).toEqual([
      { key: '1', label: 'One', item: items[0], status: 'waiting' },
      { key: '2', label: 'Two', item: items[1], status: 'waiting' },
      { key: '3', label: 'Three', item: items[2], status: 'waiting' },
    ]);
  });
});

describe('runBatch', () => {
  it('applies one item at a time, in order, never two at once', async () => {
    let inFlight = 0;
    let most = 0;
    const order: number[] = [];
    const apply = async (item: Item) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(item.id);
      inFlight--;
    };
    const result = await runBatch(batch(), apply);
    expect(order).toEqual([1, 2, 3]);
    expect(most).toBe(1);
    expect(statuses(result)).toEqual(['succeeded', 'succeeded', 'succeeded']);
  });

  it('reports each step as it happens, so a progress bar can follow', async () => {
    const seen: string[][] = [];
    await runBatch(batch(), () => Promise.resolve(), { onChange: (entries) => seen.push(statuses(entries)) });
    expect(seen).toEqual([
      ['working', 'waiting', 'waiting'],
      ['succeeded', 'waiting', 'waiting'],
      ['succeeded', 'working', 'waiting'],
      ['succeeded', 'succeeded', 'waiting'],
      ['succeeded', 'succeeded', 'working'],
      ['succeeded', 'succeeded', 'succeeded'],
    ]);
  });

  it('keeps going after a failure and keeps its message', async () => {
    const result = await runBatch(batch(), (item) =>
      item.id === 2 ? Promise.reject(new Error('Audit 2 has a run in progress')) : Promise.resolve(),
    );
    expect(statuses(result)).toEqual(['succeeded', 'failed', 'succeeded']);
    expect(result[1]!.error).toBe('Audit 2 has a run in progress');
    expect(batchCounts(result)).toEqual({
      total: 3,
      waiting: 0,
      working: 0,
      succeeded: 2,
      failed: 1,
      settled: 3,
    });
  });

  it('retries only what did not succeed when run again on its result', async () => {
    const first = await runBatch(batch(), (item) =>
      item.id === 3 ? Promise.reject(new Error('Busy')) : Promise.resolve(),
    );
    const apply = vi.fn(() => Promise.resolve());
    const second = await runBatch(first, apply);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith(items[2]);
    expect(statuses(second)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(second[2]!.error).toBeUndefined();
  });

  it('stops before the next item once aborted, leaving the rest waiting', async () => {
    const controller = new AbortController();
    const apply = vi.fn(async (item: Item) => {
      if (item.id === 1) controller.abort();
    });
    const result = await runBatch(batch(), apply, { signal: controller.signal });
    expect(apply).toHaveBeenCalledTimes(1);
    expect(statuses(result)).toEqual(['succeeded', 'waiting', 'waiting']);
    expect(batchCounts(result).settled).toBe(1);
  });

  it('describes failures that are not errors, or as asked', async () => {
    const plain = await runBatch(batch().slice(0, 1), () => Promise.reject(new Error('')));
    expect(plain[0]!.error).toBe('The request failed');
    const custom = await runBatch(batch().slice(0, 1), () => Promise.reject(new Error('x')), {
      describeError: () => 'Refused by the server',
    });
    expect(custom[0]!.error).toBe('Refused by the server');
  });
});
