import { Badge, Loader } from '@mantine/core';
import type { CensusResultsSummary } from '@/api/site-censuses/schemas';

/** Where a census stands, from its counts and whether it has ever started. */
export type CensusStatus = 'running' | 'paused' | 'completed' | 'not-started' | 'archived';

/** The status of a census from its result counts and its configuration's scan start. */
export function censusStatus(
  summary: Pick<CensusResultsSummary, 'isRunning' | 'isArchived' | 'urlsToVisit'>,
  startedAt: string | null | undefined,
): CensusStatus {
  if (summary.isArchived) return 'archived';
  if (summary.isRunning) return 'running';
  if (!startedAt) return 'not-started';
  return summary.urlsToVisit > 0 ? 'paused' : 'completed';
}

const styles: Record<CensusStatus, { color: string; label: string }> = {
  running: { color: 'blue', label: 'Running' },
  paused: { color: 'yellow', label: 'Paused' },
  completed: { color: 'teal', label: 'Completed' },
  'not-started': { color: 'gray', label: 'Not started' },
  archived: { color: 'gray', label: 'Archived' },
};

/** A census status as a labelled badge (text, never colour alone). */
export function CensusStatusBadge({ status }: { status: CensusStatus }) {
  const style = styles[status];
  return (
    <Badge
      color={style.color}
      variant={status === 'running' ? 'filled' : 'light'}
      radius="sm"
      leftSection={status === 'running' ? <Loader size={8} color="white" aria-hidden /> : undefined}
    >
      {style.label}
    </Badge>
  );
}
