import { Anchor, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { runScreenQueries } from '@/api/runs/prefetch';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/routes';
import { statusFilterText } from '../page-status';
import type { RunTab } from '../run-tabs';
import { countOf, useRunCounts, type RunCount } from '../use-run-counts';

/** A count that opens the rows behind it; `alert` colours a count that is not zero. */
function CountLink({
  to,
  label,
  value,
  noun,
  alert = false,
}: { to: string; label: string; alert?: boolean } & RunCount) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={24} mt={4} width="60%" />
      ) : (
        <Anchor
          component={Link}
          to={to}
          size="xl"
          fw={700}
          c={alert && value !== null && value > 0 ? 'red' : undefined}
        >
          {value === null ? `See ${label.toLowerCase()}` : `${formatCount(value)} ${noun}`}
        </Anchor>
      )}
    </Paper>
  );
}

/** The pages the broken-pages count opens: 4xx and 5xx together, one filter choice. */
const brokenFilter = { statusClass: 'broken' } as const;

/**
 * What the run holds, each count a link to the rows behind it: its pages, the broken ones (the
 * Pages tab filtered to 4xx and 5xx), its tags (the tag inventory), cookies, request domains,
 * countries and JavaScript variables.
 */
export function RunCountTiles({ auditId, runId }: { auditId: number; runId: number }) {
  const reads = runScreenQueries(auditId, runId);
  const { counts } = useRunCounts(auditId, runId, true);
  const brokenPages = countOf(useQuery(reads.brokenPages), (data) => data.metadata.pagination.totalCount);
  const tags = countOf(useQuery(reads.tagInventory), (data) => data.filteredUniqueTagCount);
  const tabTile = (tab: RunTab, label: string) => ({
    to: paths.run({ auditId, runId, tab }),
    label,
    value: counts[tab]?.value,
    noun: counts[tab]?.noun ?? '',
  });
  const tiles = [
    tabTile('pages', 'Pages'),
    {
      to: paths.run({ auditId, runId, tab: 'pages', search: { status: statusFilterText(brokenFilter) } }),
      label: 'Broken pages (4xx and 5xx)',
      value: brokenPages,
      noun: brokenPages === 1 ? 'broken page' : 'broken pages',
      alert: true,
    },
    {
      to: paths.report({ auditId, runId, family: 'tag-inventory', view: 'tags' }),
      label: 'Tags',
      value: tags,
      noun: tags === 1 ? 'tag' : 'tags',
    },
    tabTile('cookies', 'Cookies'),
    tabTile('request-domains', 'Request domains'),
    tabTile('geo-locations', 'Geo-locations'),
    tabTile('javascript-variables', 'JavaScript variables'),
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
      {tiles.map((tile) => (
        <CountLink key={tile.label} {...tile} />
      ))}
    </SimpleGrid>
  );
}
