import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { theme } from '@/app/theme';
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
});
