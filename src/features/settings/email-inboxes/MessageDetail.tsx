import { Code, Drawer, List, Skeleton, Spoiler, Stack, Table, Text, Title } from '@mantine/core';
import { inboxMessageDetailSchema } from '@/api/email-inboxes/schemas';
import { emailInboxes } from '@/api/resources/email-inboxes';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { SafeUrl } from '@/components/text/SafeUrl';
import { formatDateTime } from '@/lib/format';
import { useOperationQuery } from '../shared/use-operation';

/** A fact of the message as a row: every value is text from the e-mail, shown as text. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th w={180}>{label}</Table.Th>
      <Table.Td>
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {value}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

function Detail({ messageId }: { messageId: number }) {
  const query = useOperationQuery(emailInboxes, 'message', { path: { messageId } }, inboxMessageDetailSchema);
  if (query.isPending) return <Skeleton height={320} />;
  if (query.isError)
    return (
      <ErrorPanel
        error={query.error}
        title="Could not load the message"
        onRetry={() => void query.refetch()}
      />
    );
  const message = query.data;
  return (
    <Stack gap="md">
      <Table aria-label="Message" withRowBorders>
        <Table.Tbody>
          <Fact label="Subject" value={message.subject} />
          <Fact label="From" value={message.sendingEmail} />
          <Fact label="Sending platform" value={message.sendingPlatform || '–'} />
          <Fact label="Received" value={message.receivedAt ? formatDateTime(message.receivedAt) : '–'} />
          <Fact label="Links scanned" value={String(message.linksScanned)} />
        </Table.Tbody>
      </Table>
      <section aria-labelledby="message-links">
        <Title order={3} size="h5" id="message-links" mb={4}>
          Links
        </Title>
        {message.linksScannedValues.length === 0 ? (
          <Text size="sm" c="dimmed">
            The message has no links.
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {message.linksScannedValues.map((link, index) => (
              <List.Item key={index}>
                <SafeUrl url={link} />
              </List.Item>
            ))}
          </List>
        )}
      </section>
      <section aria-labelledby="message-headers">
        <Title order={3} size="h5" id="message-headers" mb={4}>
          Headers
        </Title>
        <Table aria-label="Headers" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Header</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th>Vendor</Table.Th>
              <Table.Th>What it is</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {message.headers.map((header, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {header.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {header.value}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{header.vendor || '–'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{header.description}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
      <section aria-labelledby="message-source">
        <Title order={3} size="h5" id="message-source" mb={4}>
          Source (HTML, shown as text)
        </Title>
        <Spoiler maxHeight={160} showLabel="Show all" hideLabel="Show less">
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {message.emailRawHtml}
          </Code>
        </Spoiler>
      </section>
    </Stack>
  );
}

/**
 * One received message in a drawer: subject, sender, platform, the links it holds, its headers
 * explained, and its HTML source. All of it comes from the e-mail, so it is rendered as text only;
 * only http(s) links become links.
 */
export function MessageDetail({
  messageId,
  onClose,
}: {
  messageId: number | undefined;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={messageId !== undefined}
      onClose={onClose}
      position="right"
      size="xl"
      title="Message"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {messageId !== undefined && <Detail messageId={messageId} />}
    </Drawer>
  );
}
