import { getHotkeyHandler } from '@mantine/hooks';
import { useEffectEvent, useLayoutEffect, useState } from 'react';
import { takesTyping } from '@/lib/typing-target';
import { paletteTypeAhead } from '../command/type-ahead';

/** An overlay of the shell that a shortcut opens. */
export type ShellOverlay = 'palette' | 'shortcuts';

/** Fetch the command palette's code (also on the search button's hover or focus, so it opens at once). */
export const loadCommandPalette = () => import('../command/CommandPalette');
/** Fetch the keyboard-shortcut sheet's code. */
export const loadShortcutSheet = () => import('../command/ShortcutSheet');

/** True when a key goes to a text field (or an editable element), where `?` must type itself. */
const typingInField = (event: KeyboardEvent) => takesTyping(event.target);

/**
 * The shell's keyboard shortcuts and the overlays they open: Ctrl/Cmd+K toggles the command
 * palette (in text fields too: it types nothing there), `?` opens the shortcut sheet (not while
 * typing in a field). `requested` lists the overlays opened once, whose code is then loaded.
 */
export function useShellOverlays() {
  const [open, setOpen] = useState<ShellOverlay | null>(null);
  const [requested, setRequested] = useState<ReadonlySet<ShellOverlay>>(new Set());
  const show = (overlay: ShellOverlay) => {
    // What is typed while the palette's code arrives and its dialog opens waits for its search field.
    if (overlay === 'palette') paletteTypeAhead.start();
    setRequested((loaded) => (loaded.has(overlay) ? loaded : new Set([...loaded, overlay])));
    setOpen(overlay);
  };
  const close = () => {
    paletteTypeAhead.take();
    setOpen(null);
  };
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    getHotkeyHandler([['mod+K', () => (open === 'palette' ? close() : show('palette'))]])(event);
    // `?` is Shift+/ on most layouts; some type it without Shift.
    if (!typingInField(event))
      getHotkeyHandler([
        ['shift+?', () => show('shortcuts')],
        ['?', () => show('shortcuts')],
      ])(event);
  });
  // A layout effect, not Mantine's useHotkeys (a passive effect, run a moment after the paint on a busy
  // machine): the keys work from the very commit that shows the header's Search button.
  useLayoutEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.documentElement.addEventListener('keydown', listener);
    return () => {
      document.documentElement.removeEventListener('keydown', listener);
      // Keys held for a palette that will not open now go back to the page.
      paletteTypeAhead.take();
    };
  }, []);
  return { open, requested, show, close };
}
