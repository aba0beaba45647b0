import { Alert, Button, Dialog, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBoundary, getErrorMessage } from 'react-error-boundary';
import { isChunkLoadError } from '@/lib/chunk-load-error';
import { retryFailedCode } from '@/components/progressive/lazy-export';

interface PartBoundaryProps {
  /** What the part is, in words ("command palette", "chart"). */
  part: string;
  /** `floating`: said in a small dialog at the top right (for an overlay, which has no place on the page). */
  variant?: 'inline' | 'floating';
  /** Told when the part failed (to close its overlay, release the keyboard…). */
  onError?: (error: unknown) => void;
  /** Told when Retry is pressed, before the part renders again (to reopen its overlay…). */
  onRetry?: () => void;
  children: ReactNode;
}

/** What a failed part says: why, and Retry; when its code is gone after a deploy, Reload too. */
function PartFailed({
  part,
  error,
  onRetry,
  onDismiss,
}: {
  part: string;
  error: unknown;
  onRetry: () => void;
  onDismiss?: (() => void) | undefined;
}) {
  const newVersion = isChunkLoadError(error);
  return (
    <>
      <Text size="sm" fw={600}>
        {newVersion ? 'A new version of the dashboard is available' : `The ${part} could not be shown`}
      </Text>
      <Text size="sm">
        {newVersion
          ? `The ${part} belongs to it: reload to get it, or retry.`
          : (getErrorMessage(error) ?? 'Something went wrong.')}
      </Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" variant="light" onClick={onRetry}>
          Retry
        </Button>
        {newVersion && (
          <Button size="xs" onClick={() => window.location.reload()}>
            Reload
          </Button>
        )}
        {onDismiss && (
          <Button size="xs" variant="subtle" onClick={onDismiss}>
            Close
          </Button>
        )}
      </Group>
    </>
  );
}

/**
 * What a failed overlay says where it has no place on the page: a small dialog at the top right with
 * Retry (and Close when the part can be given up).
 */
export function PartFailedNotice({
  part,
  error,
  onRetry,
  onDismiss,
}: {
  part: string;
  error: unknown;
  onRetry: () => void;
  onDismiss?: (() => void) | undefined;
}) {
  return (
    <Dialog opened position={{ top: 72, right: 16 }} size="md" role="alert" withBorder shadow="md">
      <PartFailed part={part} error={error} onRetry={onRetry} onDismiss={onDismiss} />
    </Dialog>
  );
}

/**
 * A part of a screen (an overlay, a chart, a dialog's body) whose code or render fails inside its own
 * boundary, with Retry: the screen around it stays.
 */
export function PartBoundary({ part, variant = 'inline', onError, onRetry, children }: PartBoundaryProps) {
  return (
    <ErrorBoundary
      onError={(error) => onError?.(error)}
      onReset={() => {
        retryFailedCode();
        onRetry?.();
      }}
      fallbackRender={({ error, resetErrorBoundary }) =>
        variant === 'floating' ? (
          <PartFailedNotice part={part} error={error} onRetry={resetErrorBoundary} />
        ) : (
          <Alert color="red" variant="light" role="alert">
            <PartFailed part={part} error={error} onRetry={resetErrorBoundary} />
          </Alert>
        )
      }
    >
      {children}
    </ErrorBoundary>
  );
}
