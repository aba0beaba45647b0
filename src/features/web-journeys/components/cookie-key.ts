import type { CookieOriginInput } from '@/api/web-journeys/run-schemas';

/** A cookie's identity in a URL parameter: `name|domain|path` (a name may itself hold `|`). */
export function cookieParam(cookie: { name: string; domain: string; path?: string }): string {
  return `${cookie.name}|${cookie.domain}|${cookie.path ?? '/'}`;
}

/** The cookie named by a URL parameter, or undefined when it is not one. */
export function parseCookieParam(value: string | null): CookieOriginInput | undefined {
  if (!value) return undefined;
  const parts = value.split('|');
  if (parts.length < 3) return undefined;
  const path = parts.pop()!;
  const domain = parts.pop()!;
  const name = parts.join('|');
  return name && domain ? { name, domain, path } : undefined;
}

const verbs: Record<string, string> = {
  ADD: 'added',
  UPDATE: 'changed',
  DELETE: 'deleted',
  REPEAT_SET: 'set again, same value',
  NO_CHANGE: 'unchanged',
};

/** A cookie change in words ("added", "changed"…). */
export function changeVerb(change: string | undefined): string {
  return verbs[change ?? ''] ?? change ?? 'changed';
}

const colors: Record<string, string> = { ADD: 'teal', UPDATE: 'blue', DELETE: 'red', REPEAT_SET: 'gray' };

/** The badge colour of a cookie change. */
export function changeColor(change: string | undefined): string {
  return colors[change ?? ''] ?? 'gray';
}
