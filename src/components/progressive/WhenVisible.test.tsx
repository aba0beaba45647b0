import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './WhenVisible';

/** A stand-in IntersectionObserver whose `enter` tells every observer that its target is in view. */
function fakeViewport() {
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

afterEach(() => vi.unstubAllGlobals());

describe('WhenVisible', () => {
  it('shows the placeholder until its spot nears the viewport, then the content, which stays', async () => {
    const viewport = fakeViewport();
    render(
      <WhenVisible placeholder={<p>chart placeholder</p>}>
        <p>the chart</p>
      </WhenVisible>,
    );
    expect(screen.getByText('chart placeholder')).toBeInTheDocument();
    expect(screen.queryByText('the chart')).not.toBeInTheDocument();
    expect(viewport.observers[0]?.margin).toBe('200px');

    await viewport.enter();
    expect(screen.getByText('the chart')).toBeInTheDocument();
    expect(screen.queryByText('chart placeholder')).not.toBeInTheDocument();
  });

  it('shows the content at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenVisible placeholder={<p>chart placeholder</p>}>
        <p>the chart</p>
      </WhenVisible>,
    );
    expect(screen.getByText('the chart')).toBeInTheDocument();
  });
});
