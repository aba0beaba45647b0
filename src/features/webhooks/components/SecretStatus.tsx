import { Skeleton, Text } from '@mantine/core';
import type { WebhookDeliveryLog } from '@/api/webhooks/schemas';
import type { QueryLike } from '@/components/feedback/QueryView';
import { formatDateTime } from '@/lib/format';

/** Whether the account has a signing secret, as far as the server says (never its value). */
export function SecretStatus({
  log,
  unavailable,
}: {
  log: QueryLike<WebhookDeliveryLog>;
  unavailable: boolean;
}) {
  if (log.isPending) return <Skeleton height={20} width={320} />;
  if (unavailable)
    return (
      <Text size="sm" c="dimmed">
        This server does not say whether a signing secret is set. Rotating gives you a new one.
      </Text>
    );
  if (log.isError || !log.data)
    return (
      <Text size="sm" c="dimmed">
        Could not check whether a signing secret is set.
      </Text>
    );
  const { configured, rotatedAt } = log.data.signingSecret;
  if (!configured) return <Text size="sm">No signing secret is set yet: rotate to create one.</Text>;
  return (
    <Text size="sm">
      A signing secret is set
      {rotatedAt ? `, last rotated ${formatDateTime(rotatedAt)}` : ''}. Its value cannot be shown again.
    </Text>
  );
}
