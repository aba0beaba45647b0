import type { WebhookUrlOptions } from '@/lib/webhook-url';
import type { Route, RouteHooks } from '../lib/route';
import { settleWebhooks } from './deliver';
import { scheduleWebhooks } from './scheduler';

/**
 * The mock's webhook address rule (src/lib/webhook-url.ts): https only, except that the stub server
 * also takes plain http to this machine so a local receiver can be tried. Read when a body is checked.
 */
export function webhookRule(route: Route): WebhookUrlOptions {
  return {
    get allowLocalHttp() {
      return route.options().stubServer === true;
    },
  };
}

/** Route hooks that keep webhooks going: announce completed runs first, then time the next ones. */
export const webhookHooks: RouteHooks = {
  before: (db) => settleWebhooks(db),
  after: (db) => scheduleWebhooks(db),
};
