import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { webhookDeliveryLogSchema } from './schemas';

/** Query options for webhooks (keys under `['webhooks']`). */
export const webhookQueries = {
  all: () => ['webhooks'] as const,
  /** GET /v3/webhooks/deliveries (admin; a mock addition: a 404 means the server has no log). */
  deliveries: () =>
    queryOptions({
      queryKey: [...webhookQueries.all(), 'deliveries'],
      queryFn: ({ signal }) =>
        request('/v3/webhooks/deliveries', { schema: webhookDeliveryLogSchema, signal }),
      staleTime: 0,
    }),
};
