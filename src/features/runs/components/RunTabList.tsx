import { Badge, Skeleton, Tabs } from '@mantine/core';
import { formatCount } from '@/lib/format';
import { runTabs, type RunTab } from '../run-tabs';
import { useRunCounts, type RunCounts } from '../use-run-counts';

/** Where a tab's count badge will be, while the count loads. */
function BadgePlaceholder() {
  return <Skeleton height={20} width={28} radius="sm" data-testid="tab-count-pending" />;
}

/** A tab's count, with a placeholder of a badge's size while it loads (the tab list does not jump). */
function TabBadge({ tab, counts, failures }: { tab: RunTab } & RunCounts) {
  if (tab === 'failures') {
    if (failures === undefined) return <BadgePlaceholder />;
    return failures ? (
      <Badge size="sm" variant="light" color="red" radius="sm">
        {formatCount(failures)}
      </Badge>
    ) : null;
  }
  if (tab === 'javascript-variables' || !(tab in counts)) return null;
  const count = counts[tab]?.value;
  if (count === undefined) return <BadgePlaceholder />;
  return count === null ? null : (
    <Badge size="sm" variant="light" color="gray" radius="sm">
      {formatCount(count)}
    </Badge>
  );
}

/** The run's tabs, each with its count: the counts are read here, so one arriving redraws this list only. */
export function RunTabList({ auditId, runId }: { auditId: number; runId: number }) {
  const runCounts = useRunCounts(auditId, runId, true);
  return (
    <Tabs.List aria-label="Views of this run">
      {runTabs.map(({ value, label }) => (
        <Tabs.Tab key={value} value={value} rightSection={<TabBadge tab={value} {...runCounts} />}>
          {label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}
