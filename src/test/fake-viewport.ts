import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A stand-in IntersectionObserver (jsdom has none, so `WhenVisible` would show its content at once):
 * nothing is in view until `enter()` tells every observer that its target is. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function fakeViewport() {
  const observers: Array<{ callback: IntersectionObserverCallback; margin?: string }> = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, margin: options?.rootMargin });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const enter = () =>
    act(() => {
      for (const { callback } of observers)
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { observers, enter };
}
