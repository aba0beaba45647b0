import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdDeferredUntil, holdDeferredWhileRendering, whenQueriesSettled } from './when-settled';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A read of `client` that answers only when the test calls the returned function. */
function slowRead(client: QueryClient): () => void {
  let finishRead: () => void = () => undefined;
  void client.fetchQuery({
    queryKey: ['audits'],
    queryFn: () => new Promise<string>((resolve) => (finishRead = () => resolve('rows'))),
  });
  return () => finishRead();
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  holdDeferredUntil(Promise.resolve());
});

describe('whenQueriesSettled', () => {
  it('waits for the held first screen (no read has started yet), then for its reads', async () => {
    const client = new QueryClient();
    let startScreen: () => void = () => undefined;
    holdDeferredUntil(new Promise<void>((resolve) => (startScreen = resolve)));
    const settled = vi.fn();
    void whenQueriesSettled(client).then(settled);

    await pause(50);
    expect(settled).not.toHaveBeenCalled(); // nothing in flight, but the screen has not started

    const finishRead = slowRead(client);
    startScreen();
    await pause(50);
    expect(settled).not.toHaveBeenCalled(); // the screen's read is in flight

    finishRead();
    await vi.waitFor(() => expect(settled).toHaveBeenCalledOnce());
  });

  it('waits for a slow first screen and a slow read however long they take, then for a painted frame', async () => {
    vi.useFakeTimers();
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const client = new QueryClient();
    let startScreen: () => void = () => undefined;
    holdDeferredUntil(new Promise<void>((resolve) => (startScreen = resolve)));
    const settled = vi.fn();
    void whenQueriesSettled(client).then(settled);

    await vi.advanceTimersByTimeAsync(15_000); // past the old 10 s hold on the first screen
    expect(settled).not.toHaveBeenCalled();

    const finishRead = slowRead(client);
    startScreen();
    await vi.advanceTimersByTimeAsync(15_000); // past the old 4 s wait for reads
    expect(settled).not.toHaveBeenCalled();
    expect(frame).not.toHaveBeenCalled();

    finishRead();
    await vi.advanceTimersByTimeAsync(5); // the results reach React, which commits them
    expect(frame).toHaveBeenCalledOnce(); // …and the frame that shows them is awaited
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20); // that frame is drawn, then its task runs
    await vi.waitFor(() => expect(settled).toHaveBeenCalledOnce());
  });

  it('waits again for the reads that the results started', async () => {
    const client = new QueryClient();
    const finishList = slowRead(client);
    const settled = vi.fn();
    void whenQueriesSettled(client).then(settled);

    await pause(20);
    finishList();
    // The list's rows mount and read their details before the paint is over.
    let finishDetails: () => void = () => undefined;
    void client.fetchQuery({
      queryKey: ['audit', 1],
      queryFn: () => new Promise<string>((resolve) => (finishDetails = () => resolve('details'))),
    });
    await pause(100);
    expect(settled).not.toHaveBeenCalled();

    finishDetails();
    await vi.waitFor(() => expect(settled).toHaveBeenCalledOnce());
  });

  it('waits while a view still renders the results it has (a transition render)', async () => {
    const client = new QueryClient();
    const rendered = holdDeferredWhileRendering();
    const settled = vi.fn();
    void whenQueriesSettled(client).then(settled);

    await pause(100);
    expect(settled).not.toHaveBeenCalled(); // no read in flight, but the results are not on screen

    rendered();
    await vi.waitFor(() => expect(settled).toHaveBeenCalledOnce());
  });

  it('does not wait for a frame in a hidden tab, which draws none', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    await whenQueriesSettled(new QueryClient());
    expect(frame).not.toHaveBeenCalled();
  });
});
