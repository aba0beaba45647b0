import type { UseMutationOptions } from '@tanstack/react-query';
import { request } from '../client';
import { webhookQueries } from './queries';
import { rotatedSecretSchema, type RotatedSecret } from './schemas';

/** Webhook writes. */
export const webhookMutations = {
  /**
   * POST /v3/webhooks/rotate-secret (admin, no body). The answer carries the only copy of the new
   * secret: `gcTime: 0` drops the finished mutation from the cache as soon as nothing observes it.
   */
  rotateSecret: (): UseMutationOptions<RotatedSecret, Error, void> => ({
    mutationFn: () => request('/v3/webhooks/rotate-secret', { method: 'POST', schema: rotatedSecretSchema }),
    gcTime: 0,
    meta: { invalidates: [webhookQueries.all()] },
  }),
};
