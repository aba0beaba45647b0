import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './WhenVisible';
import { fakeViewport } from '@/test/fake-viewport';

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
