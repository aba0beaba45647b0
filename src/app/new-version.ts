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

/**
 * For Vite's preload error: reload onto the new version only while a navigation is on its way to
 * another screen (the tab leaves the screen anyway). Code for a part of the screen on view (the
 * palette, a dialog) fails in that part instead, which says so: a reload would cost the screen.
 */
export function reloadForNewScreen(): boolean {
  return target() !== undefined && reloadForNewVersion();
}
