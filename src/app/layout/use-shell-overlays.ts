import { useHotkeys } from '@mantine/hooks';
import { useState } from 'react';

/** An overlay of the shell that a shortcut opens. */
export type ShellOverlay = 'palette' | 'shortcuts';

/** Fetch the command palette's code (also on the search button's hover or focus, so it opens at once). */
export const loadCommandPalette = () => import('../command/CommandPalette');
/** Fetch the keyboard-shortcut sheet's code. */
export const loadShortcutSheet = () => import('../command/ShortcutSheet');

/**
 * The shell's keyboard shortcuts and the overlays they open: Ctrl/Cmd+K toggles the command
 * palette (in text fields too: it types nothing there), `?` opens the shortcut sheet (not while
 * typing in a field). `requested` lists the overlays opened once, whose code is then loaded.
 */
export function useShellOverlays() {
  const [open, setOpen] = useState<ShellOverlay | null>(null);
  const [requested, setRequested] = useState<ReadonlySet<ShellOverlay>>(new Set());
  const show = (overlay: ShellOverlay) => {
    setRequested((loaded) => (loaded.has(overlay) ? loaded : new Set([...loaded, overlay])));
    setOpen(overlay);
  };
  const close = () => setOpen(null);
  useHotkeys([['mod+K', () => (open === 'palette' ? close() : show('palette'))]], []);
  // `?` is Shift+/ on most layouts; some type it without Shift.
  useHotkeys([
    ['shift+?', () => show('shortcuts')],
    ['?', () => show('shortcuts')],
  ]);
  return { open, requested, show, close };
}
