import { Badge, Stack, Text } from '@mantine/core';
import type { MessageStatus, messageStatusReasons } from '@/api/email-inboxes/schemas';

type Reason = (typeof messageStatusReasons)[number];

const statuses: Record<MessageStatus, { label: string; color: string }> = {
  RECEIVED: { label: 'Received', color: 'gray' },
  PROCESSING: { label: 'Processing', color: 'blue' },
  AUDITING: { label: 'Auditing', color: 'blue' },
  NOT_AUDITING: { label: 'Not audited', color: 'gray' },
  NOTIFYING: { label: 'Notifying', color: 'blue' },
  COMPLETE: { label: 'Complete', color: 'teal' },
  FAILED: { label: 'Failed', color: 'red' },
  CANCELLED: { label: 'Cancelled', color: 'orange' },
};

const reasons: Record<Reason, string> = {
  ITEM_CONCURRENCY_REACHED: 'Too many runs of this inbox at once',
  ACCOUNT_CONCURRENCY_REACHED: 'Too many runs in the account at once',
  USER_CONCURRENCY_REACHED: 'Too many runs for this user at once',
  USAGE_LIMIT_EXCEEDED_WHEN_OVERAGE_NOT_ALLOWED: 'The usage limit is reached',
  NO_AUDITS_ASSIGNED: 'No audit is assigned to the inbox',
  UNABLE_TO_PROCESS_MESSAGE: 'The message could not be read',
  NO_LINKS_FOUND: 'The message has no links',
  MESSAGE_NOT_FOUND: 'The message was not found',
  ABORTED: 'Its runs were cancelled',
  UNKNOWN: 'Unknown reason',
};

/** A message's status in words (never colour alone), with why when the service says. */
export function MessageStatusBadge({ status, reason }: { status: MessageStatus; reason?: Reason }) {
  const { label, color } = statuses[status];
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={color} variant="light" size="sm" radius="sm">
        {label}
      </Badge>
      {reason && (
        <Text size="xs" c="dimmed">
          {reasons[reason]}
        </Text>
      )}
    </Stack>
  );
}
