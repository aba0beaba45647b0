import { z } from '@/lib/zod';
import { dateTime, id } from '../common';

/** POST /v3/webhooks/rotate-secret (spec, Events): the account's new secret, returned this once. */
export const rotatedSecretSchema = z.looseObject({
  /** Base64 of the key bytes. */
  sharedSecret: z.string().check(z.minLength(1)),
  accountId: z.number(),
});
export type RotatedSecret = z.infer<typeof rotatedSecretSchema>;

/** What a webhook announces: the run of an audit or of a web journey (spec, Webhook payload). */
export const webhookItemTypes = ['audit', 'web-journey'] as const;
export type WebhookItemType = (typeof webhookItemTypes)[number];

/** The JSON body the service POSTs when a run completes (spec, Webhook payload). */
export const webhookPayloadSchema = z.looseObject({
  itemId: id,
  itemType: z.enum(webhookItemTypes),
  runId: id,
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/**
 * How a delivery went: `recorded` (the embedded mock keeps it without sending), `sending`,
 * `delivered` (the receiver answered 2xx) or `failed` (another status, or no answer).
 */
export const deliveryOutcomes = ['recorded', 'sending', 'delivered', 'failed'] as const;
export type DeliveryOutcome = (typeof deliveryOutcomes)[number];

/** One delivery of the log (GET /v3/webhooks/deliveries, a mock addition: docs/api-assumptions.md). */
export const webhookDeliverySchema = z.looseObject({
  id,
  /** When it was sent (or recorded). */
  sentAt: dateTime,
  itemType: z.enum(webhookItemTypes),
  itemId: id,
  /** The audit's or journey's name when it was sent. */
  itemName: z.optional(z.string()),
  runId: id,
  url: z.string(),
  /** The request headers as sent, Service-Signature among them. */
  requestHeaders: z.record(z.string(), z.string()),
  /** The raw body as sent. */
  body: z.string(),
  outcome: z.enum(deliveryOutcomes),
  responseStatus: z.optional(z.int()),
  error: z.optional(z.string()),
  durationMs: z.optional(z.number()),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** GET /v3/webhooks/deliveries: whether a signing secret is set, and the deliveries, newest first. */
export const webhookDeliveryLogSchema = z.looseObject({
  signingSecret: z.looseObject({
    configured: z.boolean(),
    /** When the secret was last rotated; absent for one set before the log began. */
    rotatedAt: z.optional(dateTime),
  }),
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhookDeliveryLog = z.infer<typeof webhookDeliveryLogSchema>;
