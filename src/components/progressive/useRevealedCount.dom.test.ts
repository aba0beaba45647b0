import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRevealedCount } from './useRevealedCount';

describe('useRevealedCount', () => {
  it('shows the first step at once and every item a few frames later', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const count = useRevealedCount(10, 4);
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(4);
    await waitFor(() => expect(result.current).toBe(10));
    expect(seen).toContain(8);
  });

  it('shows a list shorter than a step whole, and never shrinks when the list grows back', async () => {
    const { result, rerender } = renderHook(({ total }) => useRevealedCount(total, 3), {
      initialProps: { total: 2 },
    });
    expect(result.current).toBe(2);
    rerender({ total: 9 });
    await waitFor(() => expect(result.current).toBe(9));
    rerender({ total: 1 });
    expect(result.current).toBe(1);
    rerender({ total: 9 });
    expect(result.current).toBe(9);
  });
});
