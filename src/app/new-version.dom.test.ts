import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/api/session';
import { isChunkLoadError } from '@/lib/chunk-load-error';
import { reloadForNewVersion } from './new-version';

describe('a deploy while the tab is open', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, '{"apiKey":"k","baseUrl":""}');
  });

  it("knows each browser's words for a chunk that is gone", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('The service answered 500'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once onto the new version, not again within a minute (no reload loop)', () => {
    const reload = vi.fn();
    expect(reloadForNewVersion(1_000_000, reload)).toBe(true);
    expect(reloadForNewVersion(1_030_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy, hours on, reloads again.
    expect(reloadForNewVersion(1_000_000 + 3_600_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload a tab whose key is not remembered in it (the reload would sign it out)', () => {
    window.sessionStorage.removeItem(SESSION_STORAGE_KEY);
    const reload = vi.fn();
    expect(reloadForNewVersion(1_000_000, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
