import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogModal } from './DialogModal';

function BrokenBody(): never {
  throw new Error('The form could not read its choices');
}

describe('DialogModal', () => {
  it('shows a body that fails inside the dialog, with Retry, and keeps the screen behind it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MantineProvider env="test">
        <h1>Audits</h1>
        <DialogModal opened onClose={() => undefined} title="New web journey">
          <BrokenBody />
        </DialogModal>
      </MantineProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'New web journey' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The dialog could not be shownThe form could not read its choices',
    );
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Audits' })).toBeInTheDocument();
  });
});
