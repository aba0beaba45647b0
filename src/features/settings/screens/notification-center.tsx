import {
  notificationCenter,
  notificationItemTypes,
  assignmentPageSchema,
} from '@/api/resources/notification-center';
import { countColumn } from '../columns';
import { EmailsForAudits } from '../components/EmailsForAudits';
import { TargetItemSearch } from '../components/TargetItemSearch';
import { defineScreen, type ItemViewProps } from '../types';

const typeLabels: Record<(typeof notificationItemTypes)[number], string> = {
  AUDIT: 'Audits',
  WEB_JOURNEY: 'Web journeys',
  RULE: 'Rules',
  ALERT: 'Alerts',
  USAGE_ALERT: 'Usage alerts',
  EMAIL_INBOX_MESSAGE_RECEIVED: 'Inbox: message received',
  EMAIL_INBOX_MESSAGE_PROCESSED: 'Inbox: message processed',
  SCHEDULED_EXPORT: 'Scheduled exports',
};

/** An email address's "Assignments" tab: items of a type and whether the address gets their email. */
function EmailAssignments({ itemKey }: ItemViewProps<unknown>) {
  return (
    <TargetItemSearch
      title="Assignments"
      def={notificationCenter}
      op="searchTargets"
      itemTypes={notificationItemTypes.map((value) => ({ value, label: typeLabels[value] }))}
      query={{ size: '200', sortBy: 'IS_ASSIGNED', sortDesc: 'true' }}
      body={(itemName) => ({ email: String(itemKey), ...(itemName ? { itemName } : {}) })}
      rows={(answer) => {
        const page = assignmentPageSchema.parse(answer);
        return {
          total: page.metadata.pagination.totalCount,
          rows: page.items.map((item) => ({
            itemType: item.itemType,
            itemId: item.itemId,
            itemName: item.itemName,
            lastRunAt: item.itemLastRunAt,
            isAssigned: item.isAssigned,
            labelCount: item.itemLabels?.length ?? 0,
          })),
        };
      }}
    />
  );
}

/** The notification center: every address the account emails, and what it receives. */
export const notificationCenterScreen = defineScreen('notification-center', {
  group: 'Notifications',
  label: 'Notification center',
  singular: 'email address',
  description:
    'Every email address that receives notifications, and from how many audits, journeys, rules and exports.',
  columns: [
    { id: 'email', header: 'Email', width: 300, hideable: false, mono: true, accessor: (row) => row.email },
    countColumn('audits', 'Audits', (row) => row.usage.auditCount),
    countColumn('journeys', 'Web journeys', (row) => row.usage.webJourneyCount),
    countColumn('rules', 'Rules', (row) => row.usage.ruleCount),
    countColumn('alerts', 'Alerts', (row) => row.usage.alertCount),
    countColumn('exports', 'Scheduled exports', (row) => row.usage.scheduledExportCount),
  ],
  tabs: [{ id: 'assignments', label: 'Assignments', component: EmailAssignments }],
  listExtra: EmailsForAudits,
});
