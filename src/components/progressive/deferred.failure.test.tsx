import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PartFailures } from '@/components/feedback/PartFailures';
import { activationHandlers, deferred, type DeferredProps } from './deferred';

function RealMenu({ requested }: DeferredProps) {
  return <p>{`Menu (real${requested ? ', asked' : ''})`}</p>;
}

/** A deferred menu button whose code fails to arrive until `load` says otherwise. */
function setup(onDismiss?: (props: { onClose: () => void }) => void) {
  const load = vi.fn<() => Promise<typeof RealMenu>>(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Menu-old.js')),
  );
  const Deferred = deferred<{ onClose: () => void }>(
    load,
    ({ activate }) => (
      <button type="button" {...activationHandlers(activate)}>
        Menu
      </button>
    ),
    { part: 'columns menu', onDismiss },
  );
  const onClose = vi.fn();
  render(
    <MantineProvider env="test">
      <p>The screen around it</p>
      <Deferred onClose={onClose} />
      <PartFailures />
    </MantineProvider>,
  );
  return { load, onClose };
}

describe('deferred code that fails to arrive', () => {
  it('names the part with Retry when the analyst asked for it, and Retry brings it', async () => {
    const { load } = setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('A new version of the dashboard is available');
    expect(notice).toHaveTextContent('The columns menu belongs to it');
    expect(screen.getByText('The screen around it')).toBeInTheDocument();

    load.mockResolvedValue(RealMenu);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Menu (real, asked)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives a dialog up with its own close: the dialog is told to close', async () => {
    const { onClose } = setup((props) => props.onClose());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('says nothing when only the background load failed (the next click fetches again)', async () => {
    const { load } = setup();
    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: 'Menu' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
