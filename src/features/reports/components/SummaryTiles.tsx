import { Anchor, SimpleGrid, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { FamilyId } from '@/api/reports/families';
import { reportQueries, type ReportArgs, type ReportOpName } from '@/api/reports/queries';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { StatTile } from '@/components/stat/StatTile';
import { formatFigure } from '../columns';
import type { FamilyScreen, ReportRow, ReportTile } from '../types';

interface SummaryTilesProps {
  family: FamilyId;
  summary: NonNullable<FamilyScreen['summary']>;
  args: ReportArgs;
  /** Where a tile's number leads: its drill-down view, filtered to what it counts. */
  drillHref: (drill: NonNullable<ReportTile['drill']>) => string;
}

/** The family's headline numbers; each number with a drill-down opens it already filtered. */
export function SummaryTiles({ family, summary, args, drillHref }: SummaryTilesProps) {
  const query = useQuery(reportQueries.operation(family, summary.op as ReportOpName<FamilyId>, args));
  if (query.isError)
    return (
      <ErrorPanel
        error={query.error}
        title="Could not load the summary"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const data = query.data as ReportRow | undefined;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: Math.min(summary.tiles.length, 6) }} spacing="sm">
      {summary.tiles.map((tile) => {
        const value = formatFigure(data?.[tile.field], tile.format);
        return (
          <StatTile
            key={tile.field}
            label={tile.label}
            value={
              data === undefined ? (
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
