import { Group, NativeSelect, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { FamilyId } from '@/api/reports/families';
import { reportQueries } from '@/api/reports/queries';
import { LazyTrendChart } from '@/components/charts/LazyTrendChart';
import { ChoiceSegments } from '@/components/choice/ChoiceSegments';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { EmptyState } from '@/components/feedback/EmptyState';
import { formatDate } from '@/lib/format';
import { readField } from '../columns';
import { trendRead } from '../reads';
import classes from './TrendPanel.module.css';
import type { FigureFormat, ReportRow, ReportTrend } from '../types';

/** Trend ranges: the runs up to this one, or the last N days up to today. */
export const TREND_RANGES = [
  { value: 'run', label: 'Up to this run' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '390', label: '390 days' },
] as const;

/** The name of a trend chart's y-axis by its figures' format; counts and decimals are named by the trend ("Unique cookies"). */
const axisNames: Partial<Record<FigureFormat, string>> = {
  ms: 'ms',
  bytes: 'Bytes',
  percent: '%',
  score: 'Score',
};

/** The unit a trend's figures carry in its chart's tooltip and table (counts carry none). */
const trendUnits: Partial<Record<FigureFormat, string>> = {
  ms: 'ms',
  bytes: 'bytes',
  percent: '%',
  score: '/ 100',
};

interface TrendPanelProps {
  family: FamilyId;
  trends: ReportTrend[];
  auditId: number;
  runId: number;
  /** Selected trend name and range, from the URL. */
  trend: string | null;
  range: string | null;
  onChange: (changes: { trend?: string; range?: string }) => void;
}

/** The family's trends: pick one and the range; a chart with a table alternative. */
export function TrendPanel({ family, trends, auditId, runId, trend, range, onChange }: TrendPanelProps) {
  const titleId = useId();
  const { selected, runRelative, days, opName, args } = trendRead(
    family,
    trends,
    { auditId, runId },
    trend,
    range,
  );
  const query = useQuery(reportQueries.untyped(family, opName, args));
  const field = runRelative ? selected.runField! : (selected.valueField ?? 'trendValue');
  const runs = ((query.data as ReportRow | undefined)?.runs ?? []) as ReportRow[];
  const points = runs.map((item) => ({
    label: formatDate(String(item.completedAt)),
    value: typeof readField(item, field) === 'number' ? (readField(item, field) as number) : null,
  }));

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={titleId}>
            Trends
          </Title>
          <Group gap="sm" wrap="wrap" className={classes.controls}>
            {/* The browser's own list: light to load beside the report, and native on a phone. */}
            <NativeSelect
              label="Trend"
              size="xs"
              w={220}
              data={trends.map((item) => ({ value: item.name, label: item.label }))}
              value={selected.name}
              onChange={(event) => onChange({ trend: event.currentTarget.value })}
            />
            <ChoiceSegments
              size="xs"
              fullWidthOnPhone
              aria-label="Trend range"
              data={TREND_RANGES.map((item) => ({
                ...item,
                disabled: item.value === 'run' && selected.runField === undefined,
              }))}
              value={runRelative ? 'run' : String(days)}
              onChange={(value) => onChange({ range: value })}
            />
          </Group>
        </Group>
        {query.isError ? (
          <ErrorPanel
            error={query.error}
            title="Could not load the trend"
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.isPending ? (
          <Skeleton h={240} />
        ) : points.length === 0 ? (
          <EmptyState title="No completed runs in this range">
            Pick a longer range to see the trend.
          </EmptyState>
        ) : (
          <LazyTrendChart
            title={`${selected.label} — ${runRelative ? 'runs up to this one' : `last ${days} days`}`}
            data={points}
            yAxisLabel={(selected.format && axisNames[selected.format]) ?? selected.label}
            series={[
              {
                key: 'value',
                label: selected.label,
                color: 'var(--mantine-color-indigo-6)',
                unit: selected.format ? trendUnits[selected.format] : undefined,
              },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}
