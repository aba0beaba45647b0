import { Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { WebhookDelivery } from '@/api/webhooks/schemas';
import { DataTable } from '@/components/data-table';
import { deliveryColumns } from './delivery-columns';
import { DeliveryDetails } from './DeliveryDetails';

/** The delivery log: one row per delivery, newest first, and the open delivery's request below. */
export function DeliveryLog({ deliveries }: { deliveries: WebhookDelivery[] }) {
  const [expandedId, setExpandedId] = useState<number>();
  const columns = useMemo(
    () => deliveryColumns(expandedId, (id) => setExpandedId((open) => (open === id ? undefined : id))),
    [expandedId],
  );
  const expanded = deliveries.find((delivery) => delivery.id === expandedId);
  return (
    <Stack gap="md">
      <DataTable
        label="Webhook deliveries"
        data={deliveries}
        columns={columns}
        getRowId={(delivery) => String(delivery.id)}
        estimateRowHeight={48}
        maxHeight="45vh"
        csvFileName="webhook-deliveries.csv"
      />
      {expanded && <DeliveryDetails delivery={expanded} />}
    </Stack>
  );
}
