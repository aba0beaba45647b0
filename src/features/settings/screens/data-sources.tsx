import { Anchor, Group, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { dataSourceItemTypes, dataSources } from '@/api/resources/data-sources';
import { targetItemTypes } from '@/api/resources/target-items';
import { formatDateTime } from '@/lib/format';
import { DataSourceOverview } from '../components/DataSourceOverview';
import { TargetItemSearch } from '../components/TargetItemSearch';
import { dataSourceTypeLabels } from '../items';
import { defineScreen } from '../types';
import { targetRows } from './custom-headers';
import { paths } from '@/lib/routes';

/** The data sources page's search of audits or journeys by name. */
function DataSourceTargets() {
  return (
    <TargetItemSearch
      title="Find audits and journeys"
      def={dataSources}
      op="searchTargets"
      itemTypes={targetItemTypes.map((value) => ({
        value,
        label: value === 'AUDIT' ? 'Audits' : 'Web journeys',
      }))}
      query={{ pageSize: '100' }}
      body={(itemName) => (itemName ? { itemName } : {})}
      rows={targetRows}
    />
  );
}

/** Data sources: the account's audits and web journeys with their labels and last completed run (read-only). */
export const dataSourcesScreen = defineScreen('data-sources', {
  group: 'Reference data',
  label: 'Data sources',
  singular: 'data source',
  description: 'Every audit and web journey that produces data, with its labels and its last completed run.',
  columns: [
    { id: 'itemName', header: 'Name', width: 300, hideable: false, accessor: (row) => row.itemName ?? '' },
    {
      id: 'itemType',
      header: 'Type',
      width: 120,
      accessor: (row) => dataSourceTypeLabels[row.itemType] ?? row.itemType,
    },
    {
      id: 'lastRun',
      header: 'Last completed run',
      width: 200,
      accessor: (row) => row.lastCompletedRun?.completedAt ?? '',
      cell: (row) =>
        row.lastCompletedRun?.runId && row.itemType === 'audit' ? (
          <Anchor
            component={Link}
            to={paths.run({ auditId: row.itemId, runId: row.lastCompletedRun.runId })}
            size="sm"
          >
            {formatDateTime(row.lastCompletedRun.completedAt)}
          </Anchor>
        ) : (
          formatDateTime(row.lastCompletedRun?.completedAt)
        ),
    },
    {
      id: 'labels',
      header: 'Labels',
      width: 260,
      accessor: (row) => row.labels.map((label) => label.name).join(', '),
      cell: (row) => (
        <Group gap={4}>
          {row.labels.map((label) => (
            <Badge key={label.id} variant="light" size="sm">
              {label.name}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      id: 'consent',
      header: 'Consent category',
      width: 150,
      accessor: (row) => row.consentCategoryType ?? '',
    },
  ],
  filters: [
    {
      param: 'itemType',
      label: 'Type',
      options: dataSourceItemTypes.map((value) => ({ value, label: dataSourceTypeLabels[value]! })),
    },
    {
      param: 'withRuns',
      label: 'Runs',
      options: [
        { value: 'true', label: 'Has a completed run' },
        { value: 'false', label: 'Never completed a run' },
      ],
    },
  ],
  form: DataSourceOverview,
  listExtra: DataSourceTargets,
});
