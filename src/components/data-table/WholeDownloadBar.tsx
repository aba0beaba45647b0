import { Button, Group, Progress, Text } from '@mantine/core';
import { formatCount } from '@/lib/format';
import { failedPagesText } from './failed-pages';
import type { WholeDownloadState } from './use-whole-download';

interface WholeDownloadBarProps {
  state: WholeDownloadState;
  onCancel: () => void;
  onRetry: () => void;
}

/** What the bar says of a download under way: the rows read so far, or what failed. */
function progressText(state: Exclude<WholeDownloadState, { kind: 'idle' | 'saved' }>): string {
  const { loaded, total } = state;
  const counted =
    total === undefined
      ? `${formatCount(loaded)} rows`
      : `${formatCount(loaded)} of ${formatCount(total)} rows`;
  if (state.kind === 'waiting') return `${failedPagesText(state.failed)} after ${counted}.`;
  if (state.kind === 'failed') return `The download failed: ${state.message}`;
  return counted;
}

/**
 * "3,000 of 86,000 rows" as a whole download reads, with Cancel; the pages that failed with one
 * Retry for them all.
 */
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
  const stopped = state.kind === 'waiting' || state.kind === 'failed';
  const retryLabel =
    state.kind === 'waiting' ? (state.failed.length > 1 ? 'Retry pages' : 'Retry page') : 'Retry';
  return (
    <Group gap="sm" wrap="nowrap" data-print-hide>
      <Progress
        value={total ? Math.min(100, (loaded / total) * 100) : 0}
        aria-label="Download progress"
        style={{ flex: '1 1 8rem' }}
        color={stopped ? 'red' : undefined}
      />
      <Text size="sm" role="status" style={{ flex: 'none' }}>
        {progressText(state)}
      </Text>
      {state.kind === 'waiting' || (state.kind === 'failed' && state.retryable) ? (
        <Button size="xs" variant="light" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
      <Button size="xs" variant="default" onClick={onCancel}>
        Cancel download
      </Button>
    </Group>
  );
}
