import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { createQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

const networkError = () =>
  new ApiError({ kind: 'network', message: 'Could not reach the service: check your connection' });

describe('createQueryClient offline policy', () => {
  it('runs a write made offline at once, so it fails where it was made and is never replayed', async () => {
    const client = createQueryClient();
    client.mount();
    const write = vi.fn().mockRejectedValue(networkError());
    onlineManager.setOnline(false);
    const observer = new MutationObserver(client, { mutationFn: write });

    await expect(observer.mutate(undefined)).rejects.toThrow('Could not reach the service');
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', isPaused: false });

    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    expect(write).toHaveBeenCalledTimes(1);
    client.unmount();
  });

  it('holds a read while offline and runs it when the connection is back', async () => {
    const client = createQueryClient();
    client.mount();
    const read = vi.fn().mockResolvedValue(['audit']);
    onlineManager.setOnline(false);
    const observer = new QueryObserver(client, { queryKey: ['audits'], queryFn: read });
    const unsubscribe = observer.subscribe(() => {});
    expect(observer.getCurrentResult().fetchStatus).toBe('paused');
    expect(read).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['audit']));
    expect(read).toHaveBeenCalledTimes(1);
    unsubscribe();
    client.unmount();
  });
});

describe('createQueryClient failed reads', () => {
  const refused = () => new ApiError({ kind: 'http', status: 400, message: 'Bad request' });

  it('shows a read that failed before its view mounted without sending it again', async () => {
    const client = createQueryClient();
    const read = vi.fn().mockRejectedValue(refused());
    await client.prefetchQuery({ queryKey: ['audits'], queryFn: read });
    const observer = new QueryObserver(client, { queryKey: ['audits'], queryFn: read });
    const unsubscribe = observer.subscribe(() => {});
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', fetchStatus: 'idle' });
    expect(read).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('asks again on the next visit once the view that showed the failure is gone', async () => {
    const client = createQueryClient();
    const read = vi.fn().mockRejectedValueOnce(refused()).mockResolvedValue(['audit']);
    const first = new QueryObserver(client, { queryKey: ['audits'], queryFn: read });
    const leave = first.subscribe(() => {});
    await vi.waitFor(() => expect(first.getCurrentResult().status).toBe('error'));
    leave();

    const again = new QueryObserver(client, { queryKey: ['audits'], queryFn: read });
    const unsubscribe = again.subscribe(() => {});
    await vi.waitFor(() => expect(again.getCurrentResult().data).toEqual(['audit']));
    expect(read).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
