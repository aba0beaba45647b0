import { Anchor, Button, Group, Pagination, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  finalMessageStatuses,
  inboxMessagePageSchema,
  messageStatusListSchema,
  type InboxMessage,
} from '@/api/email-inboxes/schemas';
import { emailInboxes } from '@/api/resources/email-inboxes';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { useSearchParamState } from '@/components/url-state/useSearchParam';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { formatDateTime } from '@/lib/format';
import { useResourceAccess } from '../access';
import { useOperationMutation, useOperationQuery } from '../shared/use-operation';
import type { ItemViewProps } from '../types';
import { MessageDetail } from './MessageDetail';
import { MessageStatusBadge } from './message-status';
import { paths } from '@/lib/routes';

const PAGE_SIZE = 50;
/** How often the statuses of unfinished messages are read again (ms). */
export const MESSAGE_POLL_MS = 5000;

const unfinished = (message: InboxMessage) => !finalMessageStatuses.includes(message.status);

/** The statuses of the page's unfinished messages, read again every few seconds until they finish. */
function useLiveStatuses(itemKey: ItemViewProps<unknown>['itemKey'], messages: readonly InboxMessage[]) {
  const ids = messages.filter(unfinished).map((message) => message.id);
  const live = useOperationQuery(
    emailInboxes,
    'messageStatuses',
    { path: { emailInboxId: itemKey }, body: ids },
    messageStatusListSchema,
    { refetchInterval: ids.length ? MESSAGE_POLL_MS : false, enabled: ids.length > 0 },
  );
  return new Map((ids.length ? (live.data ?? []) : []).map((status) => [status.id, status]));
}

/**
 * The messages an inbox received, newest first, filtered by subject and paged: each with its status
 * (kept current while it is being audited), its links and the runs it started, its detail in a
 * drawer (`?message=`), and — with a confirmation — cancelling its runs.
 */
export function InboxMessagesTab({ item, itemKey }: ItemViewProps<unknown>) {
  const access = useResourceAccess('email-inboxes');
  const [params, setParams] = useSearchParamState();
  const subject = params.get('subject') ?? '';
  const page = Math.max(0, Number(params.get('page') ?? '0') || 0);
  const opened = Number(params.get('message')) || undefined;
  const [draft, setDraft] = useState(subject);
  const [cancelling, setCancelling] = useState<InboxMessage | null>(null);
  const path = { emailInboxId: itemKey };
  const query = useOperationQuery(
    emailInboxes,
    'messages',
    { path, query: { page: String(page), size: String(PAGE_SIZE), emailSubject: subject || undefined } },
    inboxMessagePageSchema,
  );
  const live = useLiveStatuses(itemKey, query.data?.messages ?? []);
  const cancel = useOperationMutation(emailInboxes, 'cancelMessageRuns');

  const search = (
    <form
      role="search"
      aria-label="Messages"
      onSubmit={(event) => {
        event.preventDefault();
        setParams({ subject: draft.trim() || null, page: null });
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Subject contains"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          leftSection={<IconSearch size={14} aria-hidden />}
          w={320}
        />
        <Button type="submit" variant="light">
          Search
        </Button>
      </Group>
    </form>
  );
  if (query.isPending)
    return (
      <Stack>
        {search}
        <Skeleton height={240} />
      </Stack>
    );
  if (query.isError)
    return (
      <ErrorPanel
        error={query.error}
        title="Could not load the messages"
        onRetry={() => void query.refetch()}
      />
    );
  const { messages, metadata } = query.data;
  return (
    <Stack gap="md">
      {search}
      <Text size="sm" c="dimmed" aria-live="polite">
        {metadata.pagination.totalCount} {metadata.pagination.totalCount === 1 ? 'message' : 'messages'}
        {subject ? ` with “${subject}” in the subject` : ''}
      </Text>
      {messages.length === 0 ? (
        <EmptyState title="No messages">No message matches, or the inbox has received none yet.</EmptyState>
      ) : (
        <Table aria-label="Messages" striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Received</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th>From</Table.Th>
              <Table.Th ta="right">Links</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Runs</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {messages.map((message) => {
              const status = live.get(message.id) ?? message;
              return (
                <Table.Tr key={message.id}>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(message.receivedAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() => setParams({ message: String(message.id) })}
                    >
                      {message.subject}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{message.senderEmailAddress}</Text>
                  </Table.Td>
                  <Table.Td ta="right">{message.uniqueLinks}</Table.Td>
                  <Table.Td>
                    <MessageStatusBadge status={status.status} reason={status.statusReason} />
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {message.runs.length === 0 && (
                        <Text size="sm" c="dimmed">
                          –
                        </Text>
                      )}
                      {message.runs.map((run) => (
                        <Anchor key={run.runId} component={Link} to={paths.run(run)} size="sm">
                          {run.auditName}
                          {run.isCompleted === false ? ' (running)' : ''}
                        </Anchor>
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {message.runs.length > 0 && access.canCall('cancelMessageRuns', item) && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() => setCancelling(message)}
                      >
                        Cancel runs
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {metadata.pagination.totalPageCount > 1 && (
        <Pagination
          total={metadata.pagination.totalPageCount}
          value={page + 1}
          onChange={(value) => setParams({ page: value > 1 ? String(value - 1) : null })}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
      <ConfirmModal
        opened={cancelling !== null}
        title="Cancel the runs of this message?"
        confirmLabel="Cancel runs"
        pending={cancel.isPending}
        error={cancel.error}
        onClose={() => {
          setCancelling(null);
          cancel.reset();
        }}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(
            { path: { ...path, receivedEmailMessageId: cancelling.id } },
            { onSuccess: () => setCancelling(null) },
          )
        }
      >
        <Text size="sm">
          Runs of “{cancelling?.subject}” that are still in progress are stopped and discarded; finished runs
          stay in their audits&apos; history. The message no longer lists its runs.
        </Text>
      </ConfirmModal>
      <MessageDetail messageId={opened} onClose={() => setParams({ message: null })} />
    </Stack>
  );
}
