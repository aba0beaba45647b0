import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createRoutes, preloadRouteChunks } from './router';

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
