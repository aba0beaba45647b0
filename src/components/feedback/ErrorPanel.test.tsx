import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { theme } from '@/app/theme';
import { Button } from '@mantine/core';
import { ErrorPanel } from './ErrorPanel';

const failure = (status: number, message: string) =>
  new ApiError({ kind: 'http', status, message, path: '/v2/users/7' });

function show(error: unknown) {
  return render(
    <MantineProvider theme={theme} env="test">
      <ErrorPanel error={error} title="Could not load this user" onRetry={() => undefined} />
    </MantineProvider>,
  );
}

describe('ErrorPanel', () => {
  it('offers Retry for a failure that asking again may mend', () => {
    show(failure(503, 'The service is busy'));
    expect(screen.getByRole('alert')).toHaveTextContent('The service is busy');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('explains a refusal (403) and offers no Retry, which cannot help', () => {
    show(failure(403, 'Only administrators may read other users'));
    expect(screen.getByRole('alert')).toHaveTextContent('Only administrators may read other users');
    expect(screen.getByRole('alert')).toHaveTextContent('ask an administrator');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('Retry calls back for a 500', async () => {
    const onRetry = vi.fn();
    render(
      <MantineProvider theme={theme} env="test">
        <ErrorPanel error={failure(500, 'The service failed')} onRetry={onRetry} compact />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says a refused change needs an administrator, with a note and an action of its caller', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <ErrorPanel
          error={failure(403, 'Only administrators may change users')}
          title={null}
          change
          note="Your input is kept"
          action={<Button size="xs">Open settings</Button>}
          onRetry={() => undefined}
        />
      </MantineProvider>,
    );
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent('This change needs an administrator');
    expect(panel).not.toHaveTextContent('Could not load this view');
    expect(panel).toHaveTextContent('Your input is kept');
    expect(screen.getByRole('button', { name: 'Open settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows a failure given as text as it is', () => {
    show('The list changed since it was loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('The list changed since it was loaded');
  });
});
