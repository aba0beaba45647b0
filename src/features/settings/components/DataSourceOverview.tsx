import { Anchor, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { operationQuery } from '@/api/resources/client';
import { dataSourcePageSchema, dataSources, type DataSource } from '@/api/resources/data-sources';
import { formatDateTime } from '@/lib/format';
import type { ItemViewProps } from '../types';
import { ItemFacts } from './ItemFacts';
import { ResourceError } from './ResourceError';
import { paths } from '@/lib/routes';

/**
 * One data source, read fresh with `POST /v3/data-sources/search` by its id and type: what it is,
 * its last completed run, labels and consent category, and a link to it.
 */
export function DataSourceOverview({ item }: ItemViewProps<DataSource>) {
  const found = useQuery(
    operationQuery(dataSources, 'search', {
      query: { pageSize: '1' },
      body: { itemType: item.itemType, itemIds: [item.itemId] },
    }),
  );
  if (found.isError)
    return (
      <ResourceError
        error={found.error}
        title="Could not load this data source"
        onRetry={() => void found.refetch()}
      />
    );
  if (found.isPending) return <Skeleton height={160} />;
  const source = dataSourcePageSchema.parse(found.data).dataSources[0] ?? item;
  const href =
    source.itemType === 'audit'
      ? paths.audit({ auditId: source.itemId })
      : paths.webJourney({ webJourneyId: source.itemId });
  return (
    <ItemFacts
      item={source}
      label={`${source.itemName ?? source.itemId}: details`}
      columns={[]}
      facts={() => [
        [
          'Name',
          <Anchor component={Link} to={href} key="name">
            {source.itemName ?? `#${source.itemId}`}
          </Anchor>,
        ],
        ['Type', source.itemType],
        ['Last completed run', formatDateTime(source.lastCompletedRun?.completedAt)],
        ['Labels', source.labels.map((label) => label.name).join(', ') || '–'],
        ['Consent category', source.consentCategoryType ?? '–'],
      ]}
    />
  );
}
