/**
 * Where calls go and with which key. The key lives in memory; "Remember in this tab" also keeps it
 * in sessionStorage. It is never written to localStorage, a URL or a log.
 */
export interface Session {
  apiKey: string | null;
  baseUrl: string;
}

/** Where sessionStorage keeps a session remembered in this tab (tests and the bench restore it). */
export const SESSION_STORAGE_KEY = 'site-audit-dashboard.session';
let defaults = { baseUrl: '' };
let current: Session = { apiKey: null, baseUrl: '' };
let refused = false;
const listeners = new Set<() => void>();

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
  current = readRemembered() ?? { apiKey: null, baseUrl: defaults.baseUrl };
  emit();
  return current;
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
  current = { apiKey: next.apiKey, baseUrl: normalizeBaseUrl(next.baseUrl) };
  try {
    if (next.remember) globalThis.sessionStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(current));
    else globalThis.sessionStorage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); the in-memory session still works.
  }
  emit();
}

/** Forget the key everywhere; `refused` when the service stopped accepting it (answered 401). */
export function signOut(options: { refused?: boolean } = {}): void {
  refused = options.refused ?? false;
  current = { apiKey: null, baseUrl: defaults.baseUrl };
  try {
    globalThis.sessionStorage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Nothing stored when storage is unavailable.
  }
  emit();
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
