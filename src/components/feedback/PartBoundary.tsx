import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { retryFailedCode } from '@/components/progressive/lazy-export';
import { PartFailed } from './PartFailed';
import { PartFailedNotice } from './PartFailedNotice';

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
