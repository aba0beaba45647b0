import { Progress, Stack, Text } from '@mantine/core';
import type { LibraryAudit } from '../library';
import { BatchResultList } from '@/components/feedback/BatchResultList';
import { batchCounts, type BatchEntry } from '@/lib/batch';
import type { BulkRun } from './use-bulk-run';

/** Where a bulk run stands in one line: "2 of 5 moved, 1 failed, 2 not attempted". */
export function runSummary(run: BulkRun): string {
  const counts = batchCounts(run.entries);
  const parts = [`${counts.succeeded} of ${counts.total} ${run.action.done.toLowerCase()}`];
  if (counts.failed) parts.push(`${counts.failed} failed`);
  if (counts.waiting && !run.running) parts.push(`${counts.waiting} not attempted`);
  return parts.join(', ');
}

function statusText(entry: BatchEntry<LibraryAudit>, run: BulkRun): string {
  switch (entry.status) {
    case 'waiting':
      return run.running ? 'Waiting' : 'Not attempted';
    case 'working':
      return 'In progress…';
    case 'succeeded':
      return run.action.done;
    case 'failed':
      return `Failed: ${entry.error ?? 'the request failed'}`;
  }
}

/** A bulk run's progress bar and its result per audit: done, or failed with the server's message. */
export function BulkProgress({ run }: { run: BulkRun }) {
  const counts = batchCounts(run.entries);
  return (
    <Stack gap="sm">
      <div>
        <Progress
          value={counts.total ? (counts.settled / counts.total) * 100 : 100}
          color={counts.failed ? 'orange' : 'teal'}
          aria-label={`${counts.settled} of ${counts.total} audits done`}
          mb={4}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {run.stopping ? 'Stopping after the current audit… ' : ''}
          {runSummary(run)}
        </Text>
      </div>
      <BatchResultList entries={run.entries} label="Results" describe={(entry) => statusText(entry, run)} />
    </Stack>
  );
}
