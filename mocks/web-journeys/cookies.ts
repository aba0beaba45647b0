import type {
  ActionCookies,
  CookieChange,
  CookieChangeType,
  CookieInitiator,
  CookieSnapshot,
} from '@/api/web-journeys/run-schemas';
import type { SimStep } from './simulate';
import type { CookieChangeRow } from './types';

const DAY = 86_400_000;

/**
 * How each action changed the cookie jar: a write of an unknown cookie adds it, the same value is a
 * repeated set, another value an update, and an expired write of a known cookie deletes it. When an
 * action writes one cookie more than once, its last write counts.
 */
export function cookieChanges(steps: readonly SimStep[]): CookieChangeRow[] {
  const jar = new Map<string, string>();
  const changes: CookieChangeRow[] = [];
  for (const step of steps) {
    const last = new Map<string, SimStep['writes'][number]>();
    for (const write of step.writes) last.set(`${write.name}|${write.domain}|${write.path}`, write);
    for (const [key, write] of last) {
      const before = jar.get(key);
      let change: CookieChangeType;
      if (write.days < 0) {
        if (before === undefined) continue;
        jar.delete(key);
        change = 'DELETE';
      } else {
        change = before === undefined ? 'ADD' : before === write.value ? 'REPEAT_SET' : 'UPDATE';
        jar.set(key, write.value);
      }
      changes.push({ ...write, change, sequence: step.sequence });
    }
  }
  return changes;
}

/** The registrable domain of a host (`www.acme-outdoors.co.uk` → `acme-outdoors.co.uk`). */
function registrable(host: string): string {
  const labels = host.replace(/^\./, '').split('.');
  const take = labels.at(-2) === 'co' || labels.at(-2) === 'com' ? 3 : 2;
  return labels.slice(-take).join('.');
}

/** First party when the cookie belongs to the journey site's registrable domain. */
export function partyOf(domain: string, host: string): '1st_party' | '3rd_party' {
  return registrable(domain) === registrable(host) ? '1st_party' : '3rd_party';
}

function expiresOf(change: CookieChangeRow, at: number): string {
  if (change.change === 'DELETE') return new Date(0).toISOString();
  return change.days === 0 ? 'Session' : new Date(at + change.days * DAY).toISOString();
}

/** The cookie as a change left it (CookieChangeSnapshot). */
export function snapshotOf(change: CookieChangeRow, step: SimStep, host: string): CookieSnapshot {
  return {
    name: change.name,
    value: change.change === 'DELETE' ? '' : change.value,
    domain: change.domain,
    path: change.path,
    httpOnly: change.httpOnly,
    secure: change.secure,
    sameSite: change.sameSite,
    expires: expiresOf(change, step.startedAt),
    partyType: partyOf(change.domain, host),
    ...(change.days > 0 ? { cookieTTL: change.days * 24 * 60 } : {}),
  };
}

/** What caused a change: the request whose response set it, or the script that wrote it. */
export function initiatorOf(change: CookieChangeRow, step: SimStep): CookieInitiator {
  if (change.initiator.type === 'HTTP') {
    const request = step.requests[change.initiator.requestIndex];
    return {
      initiatorType: 'HTTP',
      ...(change.initiator.tagId !== undefined ? { tagId: change.initiator.tagId } : {}),
      requestUrl: request?.url ?? '',
      harEntryIndex: change.initiator.requestIndex,
    };
  }
  return {
    initiatorType: 'APP',
    tagId: change.initiator.tagId,
    line: change.initiator.line,
    column: change.initiator.column,
  };
}

/** The action a change happened in, as the origin operations name it. */
export function changeAction(step: SimStep) {
  return { sequence: step.sequence, label: step.action.description || step.action.actionType };
}

/** One change with its action, initiators and snapshot (WebJourneyRunCookieOriginAction). */
export function changeView(change: CookieChangeRow, step: SimStep, host: string): CookieChange {
  return {
    action: changeAction(step),
    cookieChangeType: change.change,
    initiators: [initiatorOf(change, step)],
    cookie: snapshotOf(change, step, host),
  };
}

/** The cookies one action affected, with counts (WebJourneyActionCookiesDTO). */
export function actionCookiesView(changes: CookieChangeRow[], step: SimStep, host: string): ActionCookies {
  const items = changes.map((change) => {
    const snapshot = snapshotOf(change, step, host);
    const initiator = initiatorOf(change, step);
    return {
      name: snapshot.name,
      value: snapshot.value,
      domain: snapshot.domain,
      path: snapshot.path,
      httpOnly: snapshot.httpOnly,
      secure: snapshot.secure,
      samesite: snapshot.sameSite,
      expires: snapshot.expires,
      partyType: snapshot.partyType,
      origin: { originType: step.sequence === 0 ? 'PAGE_LOAD' : 'ON_PAGE_ACTION', action: change.change },
      initiators: [
        {
          initiatorType: initiator.initiatorType,
          ...(initiator.tagId !== undefined ? { tagId: initiator.tagId } : {}),
        },
      ],
      ...(change.days > 0 && change.change !== 'DELETE'
        ? { expirationTimestamp: step.startedAt + change.days * DAY }
        : {}),
      opChangeType: change.change,
    };
  });
  return {
    insights: {
      noOfUniqueCookies: new Set(items.map((item) => `${item.name}|${item.domain}|${item.path}`)).size,
      noOfUniqueDomains: new Set(items.map((item) => item.domain)).size,
      noOf3rdPartyCookies: items.filter((item) => item.partyType === '3rd_party').length,
    },
    create: items,
  };
}
