import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { WebhookDelivery } from '@/api/webhooks/schemas';
import { actionColumn, type ColumnSpec } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { deliveryItemLabel, deliveryResult, deliveryRunPath, outcomeColors } from '../deliveries';
import { paths } from '@/lib/routes';

/** Id of the details panel the Details buttons open. */
export const DELIVERY_DETAILS_ID = 'webhook-delivery-details';

/** The verifier, filled in with one delivery's header and body. */
export const verifyPath = (delivery: Pick<WebhookDelivery, 'id'>) =>
  paths.settings.verifyWebhook({ delivery: delivery.id });

/** Columns of the delivery log; `expandedId` is the delivery whose details are open. */
export function deliveryColumns(
  expandedId: number | undefined,
  onToggle: (id: number) => void,
): ColumnSpec<WebhookDelivery>[] {
  return [
    {
      id: 'sentAt',
      header: 'Time',
      accessor: (delivery) => delivery.sentAt,
      cell: (delivery) => formatDateTime(delivery.sentAt),
      width: 180,
    },
    {
      id: 'item',
      header: 'Item',
      accessor: (delivery) => deliveryItemLabel(delivery),
      cell: (delivery) => (
        <Stack gap={0}>
          <Anchor component={Link} to={deliveryRunPath(delivery)} size="sm" truncate>
            {deliveryItemLabel(delivery)}
          </Anchor>
          <Text size="xs" c="dimmed">
            {delivery.itemType === 'audit' ? 'Audit' : 'Web journey'} run {delivery.runId}
          </Text>
        </Stack>
      ),
      width: 260,
    },
    { id: 'url', header: 'URL', accessor: (delivery) => delivery.url, mono: true, width: 300 },
    {
      id: 'result',
      header: 'Result',
      accessor: (delivery) => deliveryResult(delivery),
      cell: (delivery) => (
        <Badge color={outcomeColors[delivery.outcome]} variant="light" tt="none" maw="100%">
          {deliveryResult(delivery)}
        </Badge>
      ),
      width: 240,
    },
    actionColumn({
      id: 'actions',
      header: 'Actions',
      width: 170,
      cell: (delivery) => {
        const open = expandedId === delivery.id;
        return (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              variant={open ? 'filled' : 'subtle'}
              aria-expanded={open}
              aria-controls={open ? DELIVERY_DETAILS_ID : undefined}
              aria-label={`Details of delivery ${delivery.id}`}
              onClick={() => onToggle(delivery.id)}
            >
              Details
            </Button>
            <Button
              component={Link}
              to={verifyPath(delivery)}
              size="compact-xs"
              variant="light"
              aria-label={`Verify delivery ${delivery.id}`}
            >
              Verify
            </Button>
          </Group>
        );
      },
    }),
  ];
}
