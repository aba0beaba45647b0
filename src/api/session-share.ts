/**
 * Tabs of this origin share the session over a BroadcastChannel: a new tab (a run opened with
 * Ctrl+click) asks the open tabs for their session instead of asking the user to sign in again, and
 * signing out in one tab signs out every tab. The key never goes to localStorage, a URL or a log.
 *
 * Trust boundary: a BroadcastChannel reaches only documents of the same origin (scheme, host and
 * port) in the same browser profile, so any page served from this origin can hear the key; nothing
 * outside it can. Serve nothing untrusted from the dashboard's origin.
 *
 * Protocol: a new tab posts `{type:'ask'}`; a signed-in tab answers `{type:'session', apiKey,
 * baseUrl, remember}`. A tab that signs in posts `{type:'signed-in', …}` (tabs on the sign-in page
 * take it); a tab that signs out posts `{type:'signed-out'}` (every signed-in tab forgets its key).
 */
import {
  broadcastSessionTo,
  getSession,
  hasRememberedSession,
  initSession,
  isRememberedInThisTab,
  signIn,
  signOut,
  type Session,
} from './session';

/** The channel's name: every tab of this origin opens the same one. */
export const SESSION_CHANNEL = 'site-audit-dashboard.session';
/** How long a new tab waits for an open tab's answer before it shows sign-in. */
export const ANSWER_WAIT_MS = 300;

/** A session as one tab hands it to another. */
interface SharedSession {
  apiKey: string;
  baseUrl: string;
  remember: boolean;
}

type SessionMessage =
  { type: 'ask' } | { type: 'signed-out' } | ({ type: 'session' | 'signed-in' } & SharedSession);

/** What the sharing needs of a BroadcastChannel (tests pass an in-memory one). */
export interface SessionChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** The origin's session channel, or null where the browser has no BroadcastChannel (then each tab signs in alone). */
export function openSessionChannel(): SessionChannel | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
  } catch {
    return null;
  }
}

/** A message another tab posted, checked (anything else on the channel is ignored). */
function parseMessage(data: unknown): SessionMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, apiKey, baseUrl, remember } = data as Record<string, unknown>;
  if (type === 'ask' || type === 'signed-out') return { type };
  if ((type === 'session' || type === 'signed-in') && typeof apiKey === 'string' && apiKey !== '') {
    if (typeof baseUrl !== 'string') return null;
    return { type, apiKey, baseUrl, remember: remember === true };
  }
  return null;
}

/** This tab's session as a message of `type`, or null when signed out. */
function sessionMessage(type: 'session' | 'signed-in'): SessionMessage | null {
  const { apiKey, baseUrl } = getSession();
  return apiKey ? { type, apiKey, baseUrl, remember: isRememberedInThisTab() } : null;
}

const signedInElsewhere = new Set<() => void>();

/** Call `listener` when this signed-out tab took the session another tab just signed in with. */
export function onSignedInElsewhere(listener: () => void): () => void {
  signedInElsewhere.add(listener);
  return () => signedInElsewhere.delete(listener);
}

/** A started session: `stop` leaves the other tabs (tests; the app stays joined for its lifetime). */
export interface SharedSessionHandle {
  session: Session;
  stop(): void;
}

/**
 * Start this tab's session: restore a key remembered in this tab or, lacking one, ask the open tabs
 * for theirs while `config` loads, waiting at most `waitMs` (not at all without BroadcastChannel).
 * From then on it answers the tabs that ask, follows their sign-outs and, while signed out, their
 * sign-ins.
 */
export async function startSharedSession(
  config: Promise<{ baseUrl: string }>,
  options: { channel?: SessionChannel | null; waitMs?: number } = {},
): Promise<SharedSessionHandle> {
  const channel = options.channel === undefined ? openSessionChannel() : options.channel;
  if (!channel) return { session: initSession(await config), stop: () => undefined };

  let started = false;
  let offered = null as SharedSession | null;
  let answered: () => void = () => undefined;
  const answer = new Promise<void>((resolve) => (answered = resolve));

  const beforeStart = (message: SessionMessage) => {
    if (message.type === 'signed-out') {
      // Every tab signs out, this one too (it may have a remembered key it has not restored yet).
      offered = null;
      signOut({ refused: true, everyTab: false });
    } else if (message.type !== 'ask') {
      offered ??= message;
      answered();
    }
  };
  const afterStart = (message: SessionMessage) => {
    const signedIn = getSession().apiKey !== null;
    if (message.type === 'ask' && signedIn) channel.postMessage(sessionMessage('session'));
    if (message.type === 'signed-out' && signedIn) signOut({ refused: true, everyTab: false });
    if (message.type === 'signed-in' && !signedIn) {
      signIn(message);
      for (const listener of signedInElsewhere) listener();
    }
  };
  const listener = (event: { data: unknown }) => {
    const message = parseMessage(event.data);
    if (message) (started ? afterStart : beforeStart)(message);
  };
  channel.addEventListener('message', listener);

  const asking = !hasRememberedSession();
  if (asking) channel.postMessage({ type: 'ask' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = asking
    ? Promise.race([
        answer,
        new Promise<void>((resolve) => (timer = setTimeout(resolve, options.waitMs ?? ANSWER_WAIT_MS))),
      ])
    : Promise.resolve();
  initSession(await config);
  await waited;
  clearTimeout(timer);
  started = true;
  if (offered && getSession().apiKey === null) signIn(offered);

  broadcastSessionTo({
    signedIn: () => channel.postMessage(sessionMessage('signed-in')),
    signedOut: () => channel.postMessage({ type: 'signed-out' }),
  });
  return {
    session: getSession(),
    stop: () => {
      channel.removeEventListener('message', listener);
      broadcastSessionTo(null);
    },
  };
}
