import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads each key once, shares the load in flight and keeps the value', async () => {
    const load = vi.fn((key: string) => Promise.resolve(`${key}!`));
    const cache = loadOnce(load);
    expect(cache.loaded('a')).toBeUndefined();
    const [first, second] = await Promise.all([cache.load('a'), cache.load('a')]);
    expect([first, second, await cache.load('a'), cache.loaded('a')]).toEqual(['a!', 'a!', 'a!', 'a!']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
    const cache = loadOnce<string, string>(load);
    await expect(cache.load('a')).rejects.toThrow('offline');
    expect(cache.loaded('a')).toBeUndefined();
    await expect(cache.load('a')).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
