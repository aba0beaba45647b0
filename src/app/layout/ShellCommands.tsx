import { Suspense } from 'react';
import { SearchButton } from './SearchButton';
import { loadCommandPalette, loadShortcutSheet, useShellOverlays } from './use-shell-overlays';
import { lazyExport } from '@/components/progressive/lazy-export';

// The palette and the shortcut sheet load when first opened.
const CommandPalette = lazyExport(loadCommandPalette, (m) => m.CommandPalette);
const ShortcutSheet = lazyExport(loadShortcutSheet, (m) => m.ShortcutSheet);

/**
 * The header's Search button and the shell's keyboard shortcuts (Ctrl/Cmd+K, ?), with the overlays
 * they open. The layout loads this part right after the first paint, outside the initial bundle.
 */
export function ShellCommands() {
  const overlays = useShellOverlays();
  return (
    <>
      <SearchButton onOpen={() => overlays.show('palette')} />
      {overlays.requested.has('palette') && (
        <Suspense fallback={null}>
          <CommandPalette opened={overlays.open === 'palette'} onClose={overlays.close} />
        </Suspense>
      )}
      {overlays.requested.has('shortcuts') && (
        <Suspense fallback={null}>
          <ShortcutSheet opened={overlays.open === 'shortcuts'} onClose={overlays.close} />
        </Suspense>
      )}
    </>
  );
}
