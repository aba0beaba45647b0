import type { DeliveryOutcome, WebhookDelivery } from '@/api/webhooks/schemas';
import { SIGNATURE_HEADER } from '@/lib/webhook-signature';
import { paths } from '@/lib/routes';

/** The dashboard page of the run a delivery announced. */
export function deliveryRunPath(delivery: Pick<WebhookDelivery, 'itemType' | 'itemId' | 'runId'>): string {
  return delivery.itemType === 'audit'
    ? paths.run({ auditId: delivery.itemId, runId: delivery.runId })
    : paths.webJourneyRun({ webJourneyId: delivery.itemId, runId: delivery.runId });
}

/** The item a delivery is about, in words ("Audit 12" when the log has no name). */
export function deliveryItemLabel(
  delivery: Pick<WebhookDelivery, 'itemType' | 'itemId' | 'itemName'>,
): string {
  return delivery.itemName || `${delivery.itemType === 'audit' ? 'Audit' : 'Web journey'} ${delivery.itemId}`;
}

/** The delivery's `Service-Signature` value, whatever the case of the header name. */
export function deliverySignature(delivery: Pick<WebhookDelivery, 'requestHeaders'>): string {
  const name = SIGNATURE_HEADER.toLowerCase();
  return Object.entries(delivery.requestHeaders).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
}

const outcomeLabels: Record<DeliveryOutcome, string> = {
  recorded: 'Recorded (not sent)',
  sending: 'Sending…',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** The result of a delivery in words: the outcome with the receiver's status or the error. */
export function deliveryResult(
  delivery: Pick<WebhookDelivery, 'outcome' | 'responseStatus' | 'error'>,
): string {
  const label = outcomeLabels[delivery.outcome];
  if (delivery.responseStatus !== undefined) return `${label} · HTTP ${delivery.responseStatus}`;
  if (delivery.error) return `${label}: ${delivery.error}`;
  return label;
}

/** Mantine colour of an outcome. */
export const outcomeColors: Record<DeliveryOutcome, string> = {
  recorded: 'gray',
  sending: 'blue',
  delivered: 'green',
  failed: 'red',
};
