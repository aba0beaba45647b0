import { Progress, Stack, Text } from '@mantine/core';
import { formatCount } from '@/lib/format';
import { useLoadProgress } from '@/api/compare/load-progress';
import { progressKey } from '@/api/compare/queries';
import type { DimensionId } from '@/api/compare/registry';

interface RunLoadProgressProps {
  dimension: DimensionId;
  auditId: number;
  runId: number;
  /** "Base run" or "Head run". */
  side: string;
  /** What is counted (the dimension's plural noun, or "pages" for reads counted by page). */
  noun: string;
}

/** How far reading one run's rows of a dimension has come: a bar and "1,000 of 10,000 pages read". */
export function RunLoadProgress({ dimension, auditId, runId, side, noun }: RunLoadProgressProps) {
  const progress = useLoadProgress(progressKey(dimension, auditId, runId));
  const total = progress?.total;
  const loaded = progress?.loaded ?? 0;
  const percent = total ? Math.min(100, Math.round((loaded / total) * 100)) : undefined;
  const label = `Reading the ${side.toLowerCase()} (run ${runId})`;
  return (
    <Stack gap={4}>
      <Progress
        value={percent ?? 100}
        animated={percent === undefined}
        striped={percent === undefined}
        aria-label={label}
        size="sm"
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {side} {runId}:{' '}
        {total !== undefined
          ? `${formatCount(loaded)} of ${formatCount(total)} ${noun} read`
          : `${formatCount(loaded)} ${noun} read`}
      </Text>
    </Stack>
  );
}
