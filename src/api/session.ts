/**
 * Where calls go and with which key. The key lives in memory; "Remember in this tab" also keeps it
 * in sessionStorage. It is never written to localStorage, a URL or a log. Other tabs of this origin
 * get it, and hear sign-outs, over a BroadcastChannel (./session-share.ts).
 */
export interface Session {
  apiKey: string | null;
  baseUrl: string;
}

/** Where sessionStorage keeps a session remembered in this tab (tests and the bench restore it). */
export const SESSION_STORAGE_KEY = 'site-audit-dashboard.session';
let defaults = { baseUrl: '' };
let current: Session = { apiKey: null, baseUrl: '' };
let remembered = false;
let refused = false;
let tabs: SessionBroadcast | null = null;
const listeners = new Set<() => void>();

/** How this tab tells the other tabs of a sign-in or a sign-out (./session-share.ts; none in tests). */
export interface SessionBroadcast {
  signedIn(): void;
  signedOut(): void;
}

function emit() {
  for (const listener of listeners) listener();
}

function readRemembered(): Session | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Session>;
    if (typeof parsed.apiKey !== 'string' || typeof parsed.baseUrl !== 'string') return null;
    return { apiKey: parsed.apiKey, baseUrl: parsed.baseUrl };
  } catch {
    return null;
  }
}

/** Set the runtime defaults (from config.json) and restore a key remembered in this tab. */
export function initSession(config: { baseUrl: string }): Session {
  defaults = { baseUrl: normalizeBaseUrl(config.baseUrl) };
  const restored = readRemembered();
  remembered = restored !== null;
  current = restored ?? { apiKey: null, baseUrl: defaults.baseUrl };
  emit();
  return current;
}

/** True when this tab holds a key of its own in sessionStorage ("Remember in this tab"). */
export function hasRememberedSession(): boolean {
  return readRemembered() !== null;
}

/** True when the session in force is kept in this tab's sessionStorage. */
export function isRememberedInThisTab(): boolean {
  return remembered;
}

/** The base URL from config.json: empty means the embedded mock. */
export function defaultBaseUrl(): string {
  return defaults.baseUrl;
}

/** The session in force now. */
export function getSession(): Session {
  return current;
}

/** Start using a key (and service URL); remember it for this tab only when asked. */
export function signIn(next: { apiKey: string; baseUrl: string; remember: boolean }): void {
  refused = false;
  remembered = next.remember;
  current = { apiKey: next.apiKey, baseUrl: normalizeBaseUrl(next.baseUrl) };
  try {
    if (next.remember) globalThis.sessionStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(current));
    else globalThis.sessionStorage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); the in-memory session still works.
  }
  emit();
}

/** Tell the tabs waiting on the sign-in page that this tab signed in: call once the service accepted the key. */
export function shareSignIn(): void {
  if (current.apiKey) tabs?.signedIn();
}

/**
 * Forget the key; `refused` when the service stopped accepting it (answered 401). A signed-in tab's
 * sign-out signs out every tab of this origin, unless `everyTab` is false (a key typed at sign-in
 * that the service did not accept was this tab's alone).
 */
export function signOut(options: { refused?: boolean; everyTab?: boolean } = {}): void {
  const wasSignedIn = current.apiKey !== null;
  refused = options.refused ?? false;
  remembered = false;
  current = { apiKey: null, baseUrl: defaults.baseUrl };
  try {
    globalThis.sessionStorage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Nothing stored when storage is unavailable.
  }
  if (wasSignedIn && options.everyTab !== false) tabs?.signedOut();
  emit();
}

/** Connect this tab's sign-ins and sign-outs to the other tabs (null disconnects). */
export function broadcastSessionTo(broadcast: SessionBroadcast | null): void {
  tabs = broadcast;
}

/** True when the last sign-out was the service refusing the key: the sign-in page says so. */
export function keyWasRefused(): boolean {
  return refused;
}

/** Subscribe to session changes (for useSyncExternalStore). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Trim and drop trailing slashes so paths join cleanly. */
export function normalizeBaseUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}
