import { consentCategoryTypes } from '@/api/consent-categories/schemas';
import { ConsentTypeBadge } from '@/components/status/ConsentTypeBadge';
import { formatDateTime } from '@/lib/format';
import { ConsentEntries } from '../consent-categories/ConsentEntries';
import { ConsentImportExport } from '../consent-categories/ConsentImportExport';
import { ConsentAuditsTab, ConsentLabelsTab } from '../consent-categories/ConsentLinks';
import { NotesTab } from '../shared/NotesTab';
import { defineScreen, type ItemViewProps } from '../types';

const typeOptions = consentCategoryTypes.map((value) => ({
  value,
  label: value === 'approved' ? 'Approved: allowed to load' : 'Unapproved: must not load',
}));

/** One rule list of the category as a detail tab. */
const entriesTab = (list: 'cookies' | 'tags' | 'requestDomains') =>
  function EntriesTab(props: ItemViewProps<unknown>) {
    return <ConsentEntries list={list} {...props} />;
  };

const updatedBy = {
  APP_CREATE: 'in the app',
  FILE_IMPORT: 'file import',
  ONETRUST_IMPORT: 'OneTrust import',
} as const;

/** Consent categories: the approved and unapproved cookies, tags and request domains audits check. */
export const consentCategoriesScreen = defineScreen('consent-categories', {
  group: 'Audit configuration',
  label: 'Consent categories',
  singular: 'consent category',
  description:
    'Lists of approved or unapproved cookies, tags and request domains that privacy reports check audits against.',
  columns: [
    { id: 'name', header: 'Name', width: 260, hideable: false, accessor: (row) => row.name },
    {
      id: 'type',
      header: 'Type',
      width: 120,
      accessor: (row) => row.type,
      cell: (row) => <ConsentTypeBadge type={row.type} />,
    },
    {
      id: 'cookies',
      header: 'Cookies',
      width: 100,
      align: 'right',
      accessor: (row) => row.itemCounts?.cookies,
    },
    { id: 'tags', header: 'Tags', width: 90, align: 'right', accessor: (row) => row.itemCounts?.tags },
    {
      id: 'requestDomains',
      header: 'Request domains',
      width: 150,
      align: 'right',
      accessor: (row) => row.itemCounts?.requestDomainsAndGeos,
    },
    { id: 'audits', header: 'Audits', width: 90, align: 'right', accessor: (row) => row.auditCount },
    {
      id: 'updatedAt',
      header: 'Updated',
      width: 170,
      accessor: (row) => row.updatedAt,
      cell: (row) => (row.updatedAt ? formatDateTime(row.updatedAt) : '–'),
    },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    {
      name: 'type',
      label: 'Type',
      kind: 'select',
      required: true,
      only: 'create',
      options: typeOptions,
      description: 'Cannot be changed later',
    },
    { name: 'isDefaultCC', label: 'Default category for new audits', kind: 'switch' },
    { name: 'notes', label: 'Notes', kind: 'textarea', only: 'create' },
  ],
  newValues: { type: 'approved' },
  filters: [{ param: 'type', label: 'Type', options: typeOptions }],
  facts: (item) => [
    ['Type', <ConsentTypeBadge key="type" type={item.type} />],
    [
      'Last change',
      item.updatedAt
        ? `${formatDateTime(item.updatedAt)} (${updatedBy[item.updatedType ?? 'APP_CREATE']})`
        : '–',
    ],
  ],
  tabs: [
    { id: 'cookies', label: 'Cookies', component: entriesTab('cookies') },
    { id: 'tags', label: 'Tags', component: entriesTab('tags') },
    { id: 'request-domains', label: 'Request domains', component: entriesTab('requestDomains') },
    { id: 'audits', label: 'Audits', component: ConsentAuditsTab },
    { id: 'labels', label: 'Labels', component: ConsentLabelsTab },
    { id: 'notes', label: 'Notes', component: NotesTab },
  ],
  listExtra: ConsentImportExport,
});
