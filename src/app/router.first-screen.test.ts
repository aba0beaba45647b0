import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { firstScreenStarted } from './router';

describe('firstScreenStarted', () => {
  it('resolves once the router has loaded the first screen and run its loader, not before', async () => {
    let finishLoading: () => void = () => undefined;
    const loader = vi.fn(() => null);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader,
          lazy: () => new Promise((resolve) => (finishLoading = () => resolve({ Component: () => null }))),
        },
      ],
      { initialEntries: ['/'] },
    );
    const started = vi.fn();
    void firstScreenStarted(router).then(started);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).not.toHaveBeenCalled();
    finishLoading();
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
    expect(loader).toHaveBeenCalledOnce();
  });
});
