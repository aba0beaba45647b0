import type { ManualAction, RequestLog } from '@/api/manual-journeys/schemas';
import { parseSetCookie, type SetCookie } from '@/lib/set-cookie';
import { urlOf } from './request-log-rows';

/** A cookie the run's responses set: one row per name, domain and path, as its last response left it. */
export interface CookieRow {
  key: string;
  cookie: SetCookie;
  /** The request whose response first set it. */
  setBy: string;
  /** The step of that request, when the run's actions are known. */
  step: string | undefined;
  /** How many responses set it. */
  times: number;
}

/** The Set-Cookie values of a logged response (the service sends one property per header). */
function setCookieHeaders(log: RequestLog): string[] {
  return log.responseInfo
    .filter((item) => item.propName.toLowerCase() === 'set-cookie')
    .map((item) => item.propValue);
}

/** The cookies set in a run's (shown) responses, in the order they were first set. */
export function runCookies(logs: readonly RequestLog[], actions: readonly ManualAction[]): CookieRow[] {
  const steps = new Map(actions.map((action) => [action.id, action.name]));
  const rows = new Map<string, CookieRow>();
  for (const log of logs) {
    const url = urlOf(log);
    for (const header of setCookieHeaders(log)) {
      const cookie = parseSetCookie(header, url);
      if (!cookie) continue;
      const key = `${cookie.name}\n${cookie.domain}\n${cookie.path}`;
      const known = rows.get(key);
      rows.set(
        key,
        known
          ? { ...known, cookie, times: known.times + 1 }
          : { key, cookie, setBy: url, step: steps.get(log.stepId), times: 1 },
      );
    }
  }
  return [...rows.values()];
}
