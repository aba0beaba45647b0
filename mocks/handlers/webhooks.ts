import type { RotatedSecret, WebhookDeliveryLog } from '@/api/webhooks/schemas';
import type { Route } from '../lib/route';
import { newSecret, webhookStore } from '../webhooks/store';

/**
 * Webhooks: rotate the account's signing secret (spec, Events: admin only, the old secret stops at
 * once), and the delivery log (a mock addition: docs/api-assumptions.md).
 */
export const webhookHandlers = (route: Route) => [
  route('post', '/v3/webhooks/rotate-secret', { admin: true }, ({ db }): RotatedSecret => {
    const store = webhookStore(db);
    store.secret = newSecret();
    store.rotatedAt = new Date().toISOString();
    return { sharedSecret: store.secret, accountId: db.account.id };
  }),
  route('get', '/v3/webhooks/deliveries', { admin: true }, ({ db }): WebhookDeliveryLog => {
    const store = webhookStore(db);
    return {
      signingSecret: { configured: true, ...(store.rotatedAt ? { rotatedAt: store.rotatedAt } : {}) },
      deliveries: store.deliveries,
    };
  }),
];
