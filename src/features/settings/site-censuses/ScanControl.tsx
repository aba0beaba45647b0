import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { resources } from '@/api/resources';
import type { Census } from '@/api/site-censuses/schemas';
import { SaveFailure } from '@/components/form/SaveFailure';
import { formatCount } from '@/lib/format';
import { censusMutations, censusSummaryQuery, RESULTS_KEY } from './queries';
import { CensusStatusBadge, censusStatus } from './status';

const startLabels = { 'not-started': 'Start', paused: 'Resume', completed: 'Start again', archived: 'Start' };

/**
 * A census's scan at a glance, live: its status, how many URLs it has visited of those found, and
 * Start (or Resume) and Stop. While it runs the counts are re-read every second; when it stops by
 * itself the census and the list are refreshed, and a saved change to what it crawls re-reads the results.
 */
export function ScanControl({ census }: { census: Census }) {
  const queryClient = useQueryClient();
  const results = useQuery(censusSummaryQuery(census.id));
  const start = useMutation(censusMutations.start());
  const stop = useMutation(censusMutations.stop());
  const summary = results.data?.resultsSummary;
  const running = summary?.isRunning ?? false;
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) {
      void queryClient.invalidateQueries({ queryKey: resources['site-censuses'].key });
      void queryClient.invalidateQueries({ queryKey: RESULTS_KEY });
    }
    wasRunning.current = running;
  }, [running, queryClient]);
  // Saved starting URLs or filter patterns change what the census finds: read the results again.
  const crawl = JSON.stringify([census.startingUrls, census.filterPatterns]);
  const savedCrawl = useRef(crawl);
  useEffect(() => {
    if (savedCrawl.current !== crawl) void queryClient.invalidateQueries({ queryKey: RESULTS_KEY });
    savedCrawl.current = crawl;
  }, [crawl, queryClient]);
  if (!summary)
    return (
      <Text size="sm">{results.isError ? 'The results could not be read.' : 'Reading the results…'}</Text>
    );
  const status = censusStatus(summary, census.currentScanStartedAt);
  const busy = start.isPending || stop.isPending;
  const call = { path: { censusId: census.id } };
  return (
    <Stack gap={6}>
      <Group gap="sm">
        <CensusStatusBadge status={status} />
        <Text size="sm" aria-live="polite">
          {formatCount(summary.visitedUrls)} of {formatCount(summary.uniqueUrls)} URLs visited ·{' '}
          {formatCount(summary.urlsToVisit)} to visit · {formatCount(summary.brokenUrls)} broken ·{' '}
          {formatCount(summary.ignoredUrls)} ignored
        </Text>
        {running ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlayerStop size={14} aria-hidden />}
            loading={stop.isPending}
            disabled={busy}
            onClick={() => stop.mutate(call)}
          >
            Stop
          </Button>
        ) : (
          <Button
            size="xs"
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            loading={start.isPending}
            disabled={busy || status === 'archived'}
            onClick={() => start.mutate(call)}
          >
            {startLabels[status === 'running' ? 'paused' : status]}
          </Button>
        )}
      </Group>
      <Progress
        value={summary.uniqueUrls ? (100 * summary.visitedUrls) / summary.uniqueUrls : 0}
        aria-label={`URLs visited: ${summary.visitedUrls} of ${summary.uniqueUrls}`}
        animated={running}
        maw={420}
      />
      {(start.isError || stop.isError) && <SaveFailure error={start.error ?? stop.error} />}
    </Stack>
  );
}
