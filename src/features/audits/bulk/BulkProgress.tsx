import { List, Loader, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconClock, IconX } from '@tabler/icons-react';
import type { Audit } from '@/api/audits/schemas';
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

function StatusIcon({ status }: { status: BatchEntry<Audit>['status'] }) {
  if (status === 'working') return <Loader size={16} aria-hidden />;
  const [color, Icon] =
    status === 'succeeded'
      ? (['teal', IconCheck] as const)
      : status === 'failed'
        ? (['red', IconX] as const)
        : (['gray', IconClock] as const);
  return (
    <ThemeIcon size={20} radius="xl" variant="light" color={color}>
      <Icon size={14} aria-hidden />
    </ThemeIcon>
  );
}

function statusText(entry: BatchEntry<Audit>, run: BulkRun): string {
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
      <List spacing={6} listStyleType="none" aria-label="Results">
        {run.entries.map((entry) => (
          <List.Item key={entry.key} icon={<StatusIcon status={entry.status} />}>
            <Text size="sm" span fw={600}>
              {entry.label}
            </Text>{' '}
            <Text size="sm" span c={entry.status === 'failed' ? 'red.8' : undefined}>
              — {statusText(entry, run)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
