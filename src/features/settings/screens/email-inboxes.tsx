import { Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { InboxFields } from '../email-inboxes/InboxFields';
import { InboxAuditsTab, InboxLabelsTab } from '../email-inboxes/InboxLinks';
import { InboxMessagesTab } from '../email-inboxes/InboxMessagesTab';
import { NotesTab } from '../shared/NotesTab';
import { defineScreen } from '../types';

/** Email inboxes: addresses that receive campaign emails whose links audits then scan. */
export const emailInboxesScreen = defineScreen('email-inboxes', {
  group: 'Audit configuration',
  label: 'Email inboxes',
  singular: 'email inbox',
  description: 'Addresses subscribed to your marketing emails: every link in a received email is audited.',
  columns: [
    { id: 'name', header: 'Name', width: 280, hideable: false, accessor: (row) => row.name },
    { id: 'emailAddress', header: 'Address', width: 380, mono: true, accessor: (row) => row.emailAddress },
    {
      id: 'messagesReceived',
      header: 'Messages',
      width: 110,
      align: 'right',
      accessor: (row) => row.messagesReceived,
    },
    {
      id: 'lastMessageReceived',
      header: 'Last message',
      width: 170,
      accessor: (row) => row.lastMessageReceived,
      cell: (row) => (row.lastMessageReceived ? formatDateTime(row.lastMessageReceived) : '–'),
    },
    {
      id: 'testScenariosCount',
      header: 'Audit runs',
      width: 110,
      align: 'right',
      accessor: (row) => row.testScenariosCount,
    },
  ],
  formFields: InboxFields,
  newValues: {
    name: '',
    labelIds: [],
    subscribers: { onReceived: [], onProcessed: [] },
    linkExclusionFilters: [],
    omitSocialLinks: true,
    notes: '',
  },
  facts: (item) => [
    [
      'Address',
      <Text key="address" size="sm" ff="monospace">
        {item.emailAddress}
      </Text>,
    ],
  ],
  tabs: [
    { id: 'messages', label: 'Messages', component: InboxMessagesTab },
    { id: 'audits', label: 'Audits', component: InboxAuditsTab },
    { id: 'labels', label: 'Labels', component: InboxLabelsTab },
    { id: 'notes', label: 'Notes', component: NotesTab },
  ],
});
