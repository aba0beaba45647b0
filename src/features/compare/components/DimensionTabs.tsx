import { Badge, Loader, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCount } from '@/lib/format';
import { dimensionIds, dimensions, type DimensionId } from '@/api/compare/registry';
import { useDimensionDiff, type ComparedRuns } from '@/api/compare/use-dimension-diff';

/** A tab's count: the items that differ (new, removed, changed), once both runs of the dimension are read. */
function DifferenceCount({ dimension, runs }: { dimension: DimensionId; runs: ComparedRuns }) {
  const { diff, base, head } = useDimensionDiff(dimension, runs, dimensions[dimension].eager === true);
  if (!diff) {
    return base.isFetching || head.isFetching ? <Loader size={12} aria-hidden /> : null;
  }
  const differences = diff.counts.new + diff.counts.removed + diff.counts.changed;
  return (
    <Badge
      size="sm"
      variant="light"
      color={differences > 0 ? 'orange' : 'gray'}
      radius="sm"
      title={`${formatCount(differences)} new, removed or changed`}
    >
      {formatCount(differences)}
    </Badge>
  );
}

interface DimensionTabsProps {
  value: DimensionId;
  runs: ComparedRuns;
  onChange: (dimension: DimensionId) => void;
  /** The active dimension's view, in its tab panel. */
  children: ReactNode;
}

/**
 * One tab per dimension; a tab shows how many items differ once its rows are read: the active one,
 * the eager ones (one request per run) and any opened before (their answers stay in the cache).
 */
export function DimensionTabs({ value, runs, onChange, children }: DimensionTabsProps) {
  return (
    <Tabs
      value={value}
      keepMounted={false}
      onChange={(next) => {
        const picked = dimensionIds.find((id) => id === next);
        if (picked) onChange(picked);
      }}
    >
      <Tabs.List aria-label="What to compare">
        {dimensionIds.map((id) => (
          <Tabs.Tab key={id} value={id} rightSection={<DifferenceCount dimension={id} runs={runs} />}>
            {dimensions[id].label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={value} pt="md">
        {children}
      </Tabs.Panel>
    </Tabs>
  );
}
