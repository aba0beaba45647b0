import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import type { WholeDownloadState } from './use-whole-download';
import { WholeDownloadBar } from './WholeDownloadBar';

function renderBar(state: WholeDownloadState) {
  const onRetry = vi.fn();
  const onCancel = vi.fn();
  render(
    <MantineProvider env="test">
      <WholeDownloadBar state={state} onRetry={onRetry} onCancel={onCancel} />
    </MantineProvider>,
  );
  return { onRetry, onCancel, user: userEvent.setup() };
}

describe('WholeDownloadBar', () => {
  it('shows every page that waits with one Retry for them all, and Cancel', async () => {
    const { onRetry, onCancel, user } = renderBar({
      kind: 'waiting',
      loaded: 97_000,
      total: 100_000,
      failed: [
        { page: 3, message: 'Gateway timeout' },
        { page: 41, message: 'Gateway timeout' },
        { page: 77, message: 'Service unavailable' },
      ],
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Pages 4, 42 and 78 failed (Gateway timeout; Service unavailable) after 97,000 of 100,000 rows.',
    );
    expect(screen.getAllByRole('button', { name: /Retry/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Retry pages' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel download' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while reading, shows the rows so far with Cancel and no Retry', () => {
    renderBar({ kind: 'reading', loaded: 3000, total: 86_000 });
    expect(screen.getByRole('status')).toHaveTextContent('3,000 of 86,000 rows');
    expect(screen.getByRole('progressbar', { name: 'Download progress' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel download' })).toBeVisible();
  });

  it('offers Retry after the whole download failed', () => {
    renderBar({ kind: 'failed', loaded: 0, total: 120, message: 'Network error', retryable: true });
    expect(screen.getByRole('status')).toHaveTextContent('The download failed: Network error');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
