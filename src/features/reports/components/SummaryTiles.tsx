import { Anchor, SimpleGrid, Skeleton } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { FamilyId } from '@/api/reports/families';
import { reportQueries, type ReportArgs } from '@/api/reports/queries';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { StatTile } from '@/components/stat/StatTile';
import { formatFigure } from '../columns';
import { tileOperations, tileValue } from '../tiles';
import type { FamilyScreen, ReportTile } from '../types';

interface SummaryTilesProps {
  family: FamilyId;
  summary: NonNullable<FamilyScreen['summary']>;
  args: ReportArgs;
  /** Where a tile's number leads: its drill-down view, filtered to what it counts. */
  drillHref: (drill: NonNullable<ReportTile['drill']>) => string;
}

/** The family's headline numbers; each number with a drill-down opens it already filtered. */
export function SummaryTiles({ family, summary, args, drillHref }: SummaryTilesProps) {
  const ops = tileOperations(summary.op, summary.tiles);
  const queries = useQueries({
    queries: ops.map((op) => reportQueries.untyped(family, op, args)),
  });
  const failed = queries.find((query) => query.isError);
  if (failed)
    return (
      <ErrorPanel
        error={failed.error}
        title="Could not load the summary"
        onRetry={() => queries.forEach((query) => query.isError && void query.refetch())}
        retrying={failed.isFetching}
      />
    );
  const answers = new Map(ops.map((op, index) => [op, queries[index]!.data]));
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: Math.min(summary.tiles.length, 6) }} spacing="sm">
      {summary.tiles.map((tile) => {
        const answer = answers.get(tile.op ?? summary.op);
        const value = formatFigure(tileValue(tile, answer), tile.format);
        return (
          <StatTile
            key={`${tile.op ?? ''}:${tile.field}:${tile.label}`}
            label={tile.label}
            value={
              answer === undefined ? (
                <Skeleton h={28} w={80} mt={4} />
              ) : tile.drill ? (
                <Anchor
                  component={Link}
                  to={drillHref(tile.drill)}
                  inherit
                  aria-label={`${tile.label}: ${value}, show them`}
                >
                  {value}
                </Anchor>
              ) : (
                value
              )
            }
          />
        );
      })}
    </SimpleGrid>
  );
}
