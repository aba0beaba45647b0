import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { holdDeferredUntil, whenQueriesSettled } from './when-settled';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('whenQueriesSettled', () => {
  it('waits for the held first screen (no read has started yet), then for its reads', async () => {
    const client = new QueryClient();
    let startScreen: () => void = () => undefined;
    holdDeferredUntil(new Promise<void>((resolve) => (startScreen = resolve)));
    const settled = vi.fn();
    void whenQueriesSettled(client).then(settled);

    await pause(50);
    expect(settled).not.toHaveBeenCalled(); // nothing in flight, but the screen has not started

    let finishRead: () => void = () => undefined;
    void client.fetchQuery({
      queryKey: ['audits'],
      queryFn: () => new Promise<string>((resolve) => (finishRead = () => resolve('rows'))),
    });
    startScreen();
    await pause(50);
    expect(settled).not.toHaveBeenCalled(); // the screen's read is in flight

    finishRead();
    await vi.waitFor(() => expect(settled).toHaveBeenCalledOnce());
  });
});
