import { HOSTILE_GIANT_TEXT, HOSTILE_QUERY_PARAM, carriesPayload, hostileText, scriptUrls } from './payloads';

/** The payloads added to text and URLs, longest first (`-2+3+cmd…` goes before `+cmd…`, which it contains). */
const addedPayloads = [HOSTILE_GIANT_TEXT, ...Object.values(hostileText)].sort((a, b) => b.length - a.length);

/**
 * A string with the catalogue's payloads taken out: what the dashboard sends back (a drill-down by
 * cookie name, an edited audit name, a grid filter from a cell) finds the stored value again.
 * Script and data URLs that replaced a whole URL cannot be undone and stay as they are.
 */
export function stripPayloadText(text: string): string {
  if (!carriesPayload(text) || scriptUrls.includes(text)) return text;
  let out = text;
  for (const payload of addedPayloads) {
    if (!out.includes(payload)) continue;
    for (const decorated of [
      `?${HOSTILE_QUERY_PARAM}=${payload}`,
      `&${HOSTILE_QUERY_PARAM}=${payload}`,
      payload,
    ])
      out = out.split(decorated).join('');
  }
  return out;
}

/** A JSON value with the payloads taken out of every string (a new value; the input is not changed). */
export function stripPayloads(value: unknown): unknown {
  if (typeof value === 'string') return stripPayloadText(value);
  if (Array.isArray(value)) return value.map(stripPayloads);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, stripPayloads(child)]));
}

/** Query parameters with the payloads taken out of their values. */
export function stripQueryPayloads(query: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...query].map(([name, value]) => [name, stripPayloadText(value)]));
}

/** Path parameters with the payloads taken out. */
export function stripParamPayloads(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' ? stripPayloadText(value) : value,
    ]),
  );
}
