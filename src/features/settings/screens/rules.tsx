import { Badge } from '@mantine/core';
import type { RuleLibraryItem } from '@/api/rules/schemas';
import { formatDateTime } from '@/lib/format';
import { ResourceName } from '../components/ResourceName';
import { RuleFields } from '../rules/RuleFields';
import { RuleUsage } from '../rules/RuleUsage';
import { defineScreen } from '../types';

const yesNo = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** Template or custom, in words and a badge. */
const typeOf = (row: Pick<RuleLibraryItem, 'fromTemplate'>) => (row.fromTemplate ? 'Template' : 'Custom');

/** Rules: the rule library; each rule checks tags and their variables on the pages it applies to. */
export const rulesScreen = defineScreen('rules', {
  group: 'Audit configuration',
  label: 'Rules',
  singular: 'rule',
  description:
    'Checks run on every page of the audits and journeys that use them: which tags must (or must not) fire, and with which values.',
  columns: [
    { id: 'name', header: 'Name', width: 300, hideable: false, accessor: (row) => row.name },
    {
      id: 'type',
      header: 'Type',
      width: 110,
      accessor: typeOf,
      cell: (row) => (
        <Badge variant="light" color={row.fromTemplate ? 'grape' : 'gray'}>
          {typeOf(row)}
        </Badge>
      ),
    },
    { id: 'audits', header: 'Audits', width: 90, align: 'right', accessor: (row) => row.usage.auditCount },
    {
      id: 'webJourneys',
      header: 'Web journeys',
      width: 120,
      align: 'right',
      accessor: (row) => row.usage.webJourneyCount,
    },
    {
      id: 'appJourneys',
      header: 'App journeys',
      width: 120,
      align: 'right',
      accessor: (row) => row.usage.appJourneyCount,
    },
    {
      id: 'owner',
      header: 'Owner',
      width: 160,
      accessor: (row) => row.ownedByUserId,
      cell: (row) => <ResourceName resource="users" id={row.ownedByUserId} />,
    },
    {
      id: 'notifies',
      header: 'Notifies',
      width: 200,
      accessor: (row) => (row.recipients ?? []).join(', '),
    },
    {
      id: 'updatedAt',
      header: 'Updated',
      width: 170,
      accessor: (row) => row.updatedAt,
      cell: (row) => formatDateTime(row.updatedAt),
    },
  ],
  filters: [
    { param: 'fromTemplate', label: 'From a template', options: yesNo },
    { param: 'notificationEnabled', label: 'Notifies on failure', options: yesNo },
  ],
  facts: (item) => [
    ['Type', typeOf(item)],
    ['Created by', <ResourceName key="owner" resource="users" id={item.createdBy} />],
    ['Created', formatDateTime(item.createdAt)],
    ['Updated', formatDateTime(item.updatedAt)],
  ],
  formFields: RuleFields,
  newValues: {
    name: '',
    notes: '',
    checkTimes: 1,
    matchAllFilters: true,
    isDefaultRule: 0,
    labels: [],
    recipients: [],
    pageFilters: [],
    tags: [],
  },
  tabs: [{ id: 'usage', label: 'Used by', component: RuleUsage }],
});
