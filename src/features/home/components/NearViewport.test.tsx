import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeViewport } from '@/test/fake-viewport';
import { NearViewport } from './NearViewport';

afterEach(() => vi.unstubAllGlobals());

describe('NearViewport', () => {
  it('is not near while the page above is still loading (every skeleton is on screen then), only once watched', async () => {
    const viewport = fakeViewport();
    const onNear = vi.fn();
    const { rerender } = render(
      <NearViewport onNear={onNear} watch={false}>
        <p>New tags</p>
      </NearViewport>,
    );
    await viewport.enter();
    expect(onNear).not.toHaveBeenCalled();

    rerender(
      <NearViewport onNear={onNear} watch>
        <p>New tags</p>
      </NearViewport>,
    );
    expect(onNear).not.toHaveBeenCalled();
    await viewport.enter();
    expect(onNear).toHaveBeenCalledTimes(1);
  });
});
