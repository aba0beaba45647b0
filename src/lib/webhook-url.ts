/** Options of the webhook address rule. */
export interface WebhookUrlOptions {
  /**
   * Also accept plain `http://` to this machine (`localhost`, `127.0.0.1`, `[::1]`): only the local
   * stub server sets it, so that a receiver on the developer's machine can be tried.
   */
  allowLocalHttp?: boolean;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const MAX_LENGTH = 2048;

/**
 * Why a run-completion webhook address is not acceptable, or undefined when it is. The service
 * delivers webhooks to HTTPS addresses only: other schemes (javascript:, file:, data:…), plain http
 * (except to this machine with `allowLocalHttp`) and addresses carrying a user name or password are
 * refused. An empty value means "no webhook" and is accepted.
 */
export function webhookUrlProblem(value: string, options: WebhookUrlOptions = {}): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  if (text.length > MAX_LENGTH) return `Use at most ${MAX_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Enter a full address starting with https://';
  }
  const localHttp = options.allowLocalHttp && url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !localHttp) {
    return url.protocol === 'http:'
      ? 'Use https:// — webhooks are only sent over HTTPS'
      : 'Only https:// addresses can receive webhooks';
  }
  if (url.username || url.password) return 'Remove the user name and password from the address';
  if (!url.hostname) return 'Enter a full address starting with https://';
  return undefined;
}

/** True when the address is acceptable (see {@link webhookUrlProblem}). */
export function isValidWebhookUrl(value: string, options: WebhookUrlOptions = {}): boolean {
  return webhookUrlProblem(value, options) === undefined;
}

/**
 * The rule for a form whose service is at `serviceUrl`: plain http to this machine is offered only
 * when the service itself is plain http on this machine (the local stub server, which accepts it).
 */
export function webhookUrlOptionsFor(serviceUrl: string): WebhookUrlOptions {
  try {
    const url = new URL(serviceUrl);
    return { allowLocalHttp: url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname) };
  } catch {
    return {};
  }
}
