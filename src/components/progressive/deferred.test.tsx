import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activationHandlers, deferred, type DeferredProps } from './deferred';

function Real({ label, requested }: { label: string } & DeferredProps) {
  return <button type="button">{`${label} (real${requested ? ', asked' : ''})`}</button>;
}

/** A deferred button whose code "loads" when `load` is called; the test decides when that succeeds. */
function setup(load = vi.fn(() => Promise.resolve(Real))) {
  const Deferred = deferred<{ label: string }>(
    load,
    ({ label, activate }) => (
      <button type="button" {...activationHandlers(activate)}>{`${label} (stand-in)`}</button>
    ),
    { part: 'copy link menu' },
  );
  return { Deferred, load };
}

/** A deferred button whose code arrives when the test calls `arrive`. */
function setupArriving() {
  let arrive: (component: typeof Real) => void = () => undefined;
  const { Deferred, load } = setup(
    vi.fn(
      () =>
        new Promise<typeof Real>((resolve) => {
          arrive = resolve;
        }),
    ),
  );
  return { Deferred, load, arrive: (component: typeof Real) => arrive(component) };
}

/** A page read that stays in flight until `finish` is called. */
function pendingRead() {
  let finish: () => void = () => undefined;
  const done = new Promise<string>((resolve) => {
    finish = () => resolve('rows');
  });
  function Reader() {
    const { data } = useQuery({ queryKey: ['rows'], queryFn: () => done });
    return <p>{data ?? 'loading rows'}</p>;
  }
  return { Reader, finish };
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('deferred', () => {
  it('shows the stand-in while the page reads, and loads the real one once the reads are done', async () => {
    const { Deferred, load } = setup();
    const { Reader, finish } = pendingRead();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Reader />
        <Deferred label="Columns" />
      </QueryClientProvider>,
    );
    await pause(50);
    const standIn = screen.getByRole('button', { name: 'Columns (stand-in)' });
    // Marked as waiting for its code (the browser tests wait for no such mark before going offline).
    expect(standIn.closest('[data-code-pending]')).not.toBeNull();
    expect(load).not.toHaveBeenCalled();
    finish();
    const real = await screen.findByRole('button', { name: 'Columns (real)' });
    expect(real.closest('[data-code-pending]')).toBeNull();
    expect(screen.getByText('rows')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when the stand-in is clicked, tells the real one, and gives it the focus', async () => {
    const { Deferred, load, arrive } = setupArriving();
    const { Reader } = pendingRead();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Reader />
        <Deferred label="Copy link" />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy link (stand-in)' }));
    expect(load).toHaveBeenCalledTimes(1);
    act(() => arrive(Real));
    const real = await screen.findByRole('button', { name: 'Copy link (real, asked)' });
    expect(real).toHaveFocus();
    expect(screen.getByText('loading rows')).toBeInTheDocument();
  });

  it('keeps the stand-in when the code fails to load, and tries again on the next click', async () => {
    const load = vi
      .fn<() => Promise<typeof Real>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(Real);
    const { Deferred } = setup(load);
    const user = userEvent.setup();
    render(<Deferred label="Columns" />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await pause(20);
    const standIn = screen.getByRole('button', { name: 'Columns (stand-in)' });
    await user.click(standIn);
    expect(await screen.findByRole('button', { name: /^Columns \(real/ })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the pressed stand-in until its click is delivered when the code arrives mid-press', async () => {
    const { Deferred, arrive } = setupArriving();
    const user = userEvent.setup();
    render(<Deferred label="Copy link" />);
    const standIn = screen.getByRole('button', { name: 'Copy link (stand-in)' });
    await user.pointer({ keys: '[MouseLeft>]', target: standIn });
    await act(async () => arrive(Real));
    await pause(20);
    expect(screen.getByRole('button', { name: 'Copy link (stand-in)' })).toBe(standIn);
    await user.pointer({ keys: '[/MouseLeft]', target: standIn });
    expect(await screen.findByRole('button', { name: 'Copy link (real, asked)' })).toBeInTheDocument();
  });

  it('keeps the stand-in while Space is held on it, and the release presses it', async () => {
    const { Deferred, arrive } = setupArriving();
    const user = userEvent.setup();
    render(<Deferred label="Copy link" />);
    const standIn = screen.getByRole('button', { name: 'Copy link (stand-in)' });
    standIn.focus();
    await user.keyboard('[Space>]');
    await act(async () => arrive(Real));
    await pause(20);
    expect(screen.getByRole('button', { name: 'Copy link (stand-in)' })).toBe(standIn);
    await user.keyboard('[/Space]');
    const real = await screen.findByRole('button', { name: 'Copy link (real, asked)' });
    expect(real).toHaveFocus();
  });
});
