import { ErrorPanel } from '@/components/feedback/ErrorPanel';

/** Why a save failed: the server's message, its validation report, a 403 explained, and that the input is kept. */
export function SaveFailure({ error, title = 'Could not save' }: { error: unknown; title?: string }) {
  return (
    <ErrorPanel error={error} title={title} change note="Your input is kept: correct it and save again." />
  );
}
