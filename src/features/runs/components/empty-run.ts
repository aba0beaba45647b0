import type { RunStatus } from '@/api/audits/run-status';

/** Why a run's list is empty: no page scanned yet, none at all, or simply nothing found. */
export function emptyRunText(status: RunStatus | undefined, nothingFound: string): string {
  if (status === 'running' || status === 'queued')
    return `${nothingFound} yet: this run is still scanning pages, so lists fill in as it goes.`;
  if (status === 'failed') return `${nothingFound}: this run failed before scanning any page.`;
  return `${nothingFound}.`;
}
