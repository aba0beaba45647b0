import { SESSION_STORAGE_KEY } from '@/api/session';

/** Where a tab notes that it reloaded for a new version (so a version that still fails does not loop). */
const RELOADED_AT_KEY = 'site-audit-dashboard.reloaded-for-new-version';
/** A reload within this long of the last one is not tried again. */
const LOOP_GUARD_MS = 60_000;

let target: () => string | undefined = () => undefined;

/** Where a reload for a new version goes: the address a navigation was heading to, when there is one. */
export function reloadTargetFrom(where: () => string | undefined): void {
  target = where;
}

/** Load the page afresh at the address a navigation was heading to, else at the current one. */
function reloadAtTarget() {
  const href = target();
  if (href) window.location.assign(href);
  else window.location.reload();
}

/**
 * Reload the page once onto the newly deployed version, keeping the address (the one being opened).
 * False (nothing done) when this tab already did so in the last minute (the failure is then not the
 * deploy's), or when a reload would cost the tab its session (the key is not remembered in this tab):
 * the part that failed then says a new version is available, with Reload.
 */
export function reloadForNewVersion(now = Date.now(), reload = reloadAtTarget): boolean {
  try {
    if (window.sessionStorage.getItem(SESSION_STORAGE_KEY) === null) return false;
    const last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY));
    if (Number.isFinite(last) && now - last < LOOP_GUARD_MS) return false;
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** The screen's code is gone while the server answers: a new version was deployed since this tab loaded. */
export class NewVersionError extends Error {
  constructor(cause: unknown) {
    super('A new version of the dashboard is available', { cause });
    this.name = 'NewVersionError';
  }
}

/** Whether the dashboard's server answers now (not so with the network down: then a reload would fail too). */
export async function serverAnswers(): Promise<boolean> {
  try {
    const response = await fetch(new URL('/', window.location.href), { method: 'HEAD', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}
