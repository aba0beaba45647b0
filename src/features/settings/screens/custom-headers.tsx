import { customHeaders, headerTypes } from '@/api/resources/custom-headers';
import { targetItemPageSchema, targetItemTypes } from '@/api/resources/target-items';
import { countColumn, dateTimeColumn } from '../columns';
import { TargetItemSearch } from '../components/TargetItemSearch';
import { defineScreen, type ItemViewProps } from '../types';

const itemTypeOptions = targetItemTypes.map((value) => ({
  value,
  label: value === 'AUDIT' ? 'Audits' : 'Web journeys',
}));

/** A target-item page (custom headers and data sources) as table rows. */
export function targetRows(answer: unknown) {
  const page = targetItemPageSchema.parse(answer);
  const rows = (page.items ?? []).map((item) => ({
    itemType: item.itemType ?? '',
    itemId: item.itemId ?? 0,
    itemName: item.itemName ?? '',
    lastRunAt: item.lastRunAt,
    isAssigned: item.isAssigned,
    labelCount: item.itemLabels?.length ?? 0,
  }));
  return { rows, total: page.metadata?.totalCount ?? rows.length };
}

/** A group's "Assignments" tab: the audits or journeys it is (or is not) assigned to. */
function GroupAssignments({ itemKey }: ItemViewProps<unknown>) {
  return (
    <TargetItemSearch
      title="Assignments"
      def={customHeaders}
      op="searchTargets"
      itemTypes={itemTypeOptions}
      query={{ pageSize: '200', sortBy: 'IS_ASSIGNED', sortDesc: 'true' }}
      body={(itemName) => ({ customHeaderGroupId: Number(itemKey), ...(itemName ? { itemName } : {}) })}
      rows={targetRows}
    />
  );
}

/** Custom header groups: headers sent with audit and journey requests matching URL filters. */
export const customHeadersScreen = defineScreen('custom-headers', {
  group: 'Audit configuration',
  label: 'Custom headers',
  singular: 'custom header group',
  description:
    'Groups of HTTP headers sent with the requests of audits and journeys that match their URL filters.',
  columns: [
    { id: 'groupName', header: 'Group', width: 260, hideable: false, accessor: (row) => row.groupName },
    countColumn('headers', 'Headers', (row) => row.headerCount),
    countColumn('filters', 'URL filters', (row) => row.requestUrlFilterCount),
    countColumn('assignments', 'Assigned to', (row) => row.assignments?.length),
    {
      id: 'applyToAll',
      header: 'Applies to all',
      width: 120,
      accessor: (row) => (row.applyToAll ? 'yes' : 'no'),
    },
    dateTimeColumn('updatedAt', 'Updated', (row) => row.updatedAt),
  ],
  fields: [
    { name: 'groupName', label: 'Group name', kind: 'text', required: true },
    {
      name: 'headers',
      label: 'Headers',
      kind: 'rows',
      description: 'Each header is added to matching requests (or to their responses)',
      fields: [
        { name: 'name', label: 'Header name', kind: 'text', mono: true, required: true },
        { name: 'value', label: 'Value', kind: 'text', mono: true },
        {
          name: 'type',
          label: 'Sent on',
          kind: 'select',
          options: headerTypes.map((value) => ({
            value,
            label: value === 'REQUEST' ? 'Request' : 'Response',
          })),
        },
      ],
    },
    {
      name: 'requestUrlFilters',
      label: 'URL filters',
      kind: 'rows',
      description: 'Only requests to these URLs or domains get the headers',
      fields: [
        { name: 'requestUrlFilter', label: 'URL or domain', kind: 'text', mono: true, required: true },
        { name: 'allowSubdomains', label: 'Subdomains too', kind: 'switch' },
      ],
    },
    { name: 'applyToAll', label: 'Apply to every audit and journey', kind: 'switch' },
  ],
  newValues: { headers: [{ name: '', value: '', type: 'REQUEST' }], assignments: [], applyToAll: false },
  tabs: [{ id: 'assignments', label: 'Assignments', component: GroupAssignments }],
});
