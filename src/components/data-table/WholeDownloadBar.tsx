import { Button, Group, Progress, Text } from '@mantine/core';
import { formatCount } from '@/lib/format';
import type { WholeDownloadState } from './use-whole-download';

interface WholeDownloadBarProps {
  state: WholeDownloadState;
  onCancel: () => void;
  onRetry: () => void;
}

/** "3,000 of 86,000 rows" as a whole download reads, with Cancel; a failed page with Retry. */
export function WholeDownloadBar({ state, onCancel, onRetry }: WholeDownloadBarProps) {
  if (state.kind === 'idle') return null;
  if (state.kind === 'saved') {
    return (
      <Text size="sm" c="dimmed" role="status" data-print-hide>
        {state.complete
          ? `Saved ${state.fileName}: ${formatCount(state.rows)} ${state.rows === 1 ? 'row' : 'rows'}.`
          : `Saved ${state.fileName} with the first ${formatCount(state.rows)} rows only: the list is longer than a download holds.`}
      </Text>
    );
  }
  const { loaded, total } = state;
  const counted =
    total === undefined
      ? `${formatCount(loaded)} rows`
      : `${formatCount(loaded)} of ${formatCount(total)} rows`;
  return (
    <Group gap="sm" wrap="nowrap" data-print-hide>
      <Progress
        value={total ? Math.min(100, (loaded / total) * 100) : 0}
        aria-label="Download progress"
        style={{ flex: '1 1 8rem' }}
        color={state.kind === 'failed' ? 'red' : undefined}
      />
      <Text size="sm" role="status" style={{ flex: 'none' }}>
        {state.kind === 'failed'
          ? state.page >= 0
            ? `Page ${formatCount(state.page + 1)} failed (${state.message}) after ${counted}.`
            : `The download failed: ${state.message}`
          : counted}
      </Text>
      {state.kind === 'failed' && state.retryable && (
        <Button size="xs" variant="light" onClick={onRetry}>
          {state.page >= 0 ? 'Retry page' : 'Retry'}
        </Button>
      )}
      <Button size="xs" variant="default" onClick={onCancel}>
        Cancel download
      </Button>
    </Group>
  );
}
