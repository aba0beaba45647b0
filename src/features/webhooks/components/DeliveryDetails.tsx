import { Button, Card, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { WebhookDelivery } from '@/api/webhooks/schemas';
import { formatDateTime } from '@/lib/format';
import { deliveryResult } from '../deliveries';
import { DELIVERY_DETAILS_ID, verifyPath } from './delivery-columns';

/** One delivery as it went out: the request headers and raw body, and what came back. */
export function DeliveryDetails({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <Card
      withBorder
      id={DELIVERY_DETAILS_ID}
      padding="md"
      component="section"
      aria-labelledby="delivery-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} size="h4" id="delivery-title">
              Delivery {delivery.id}
            </Title>
            <Text size="sm" c="dimmed">
              {formatDateTime(delivery.sentAt)} · POST{' '}
              <span style={{ wordBreak: 'break-all' }}>{delivery.url}</span>
            </Text>
          </Stack>
          <Button
            component={Link}
            to={verifyPath(delivery)}
            variant="light"
            leftSection={<IconShieldCheck size={16} aria-hidden />}
          >
            Verify this delivery
          </Button>
        </Group>
        <Table aria-label="Request headers" withTableBorder layout="fixed" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={200}>Header</Table.Th>
              <Table.Th>Value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Object.entries(delivery.requestHeaders).map(([name, value]) => (
              <Table.Tr key={name}>
                <Table.Td ff="monospace">{name}</Table.Td>
                <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Raw body
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {delivery.body}
          </Code>
        </Stack>
        <Text size="sm">
          Result: {deliveryResult(delivery)}
          {delivery.durationMs !== undefined ? ` (${Math.round(delivery.durationMs)} ms)` : ''}
        </Text>
      </Stack>
    </Card>
  );
}
