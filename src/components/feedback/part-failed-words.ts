import { isChunkLoadError } from '@/lib/chunk-load-error';

/** What a failed part says: a title, why, and whether a new version of the dashboard is the cause. */
export function partFailedWords(part: string, error: unknown) {
  const newVersion = isChunkLoadError(error);
  const message = error instanceof Error ? error.message : '';
  return {
    newVersion,
    title: newVersion ? 'A new version of the dashboard is available' : `The ${part} could not be shown`,
    detail: newVersion
      ? `The ${part} belongs to it: reload to get it, or retry.`
      : message || 'Something went wrong.',
  };
}

/** A failed part: what it is called, why it failed, Retry, and Close when it can be given up. */
export interface PartFailedProps {
  part: string;
  error: unknown;
  onRetry: () => void;
  onDismiss?: (() => void) | undefined;
}
