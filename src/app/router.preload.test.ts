import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { createRoutes, firstScreenStarted, preloadRouteChunks } from './router';

const loaded = vi.hoisted(() => ({ auditPrefetch: 0, runPrefetch: 0 }));

vi.mock('@/features/audits/prefetch', async (importOriginal) => {
  loaded.auditPrefetch += 1;
  return importOriginal();
});
vi.mock('@/features/runs/prefetch', async (importOriginal) => {
  loaded.runPrefetch += 1;
  return importOriginal();
});

describe('preloadRouteChunks', () => {
  it("starts the screen's prefetch module with its code, before the router runs any loader", async () => {
    preloadRouteChunks(createRoutes(new QueryClient()), '/audits');
    await vi.waitFor(() => expect(loaded.auditPrefetch).toBe(1));
    expect(loaded.runPrefetch).toBe(0);
  });
});

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
