import { Suspense } from 'react';
import { SearchButton } from './SearchButton';
import { loadCommandPalette, loadShortcutSheet, useShellOverlays } from './use-shell-overlays';
import { PartBoundary } from '@/components/feedback/PartBoundary';
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
      {/* Code that fails to arrive (or to render) fails here, not the screen: the overlay closes, the
          keys held for it are let go, and a small notice offers Retry. */}
      {overlays.requested.has('palette') && (
        <PartBoundary
          part="command palette"
          variant="floating"
          onError={overlays.close}
          onRetry={() => overlays.show('palette')}
        >
          <Suspense fallback={null}>
            <CommandPalette opened={overlays.open === 'palette'} onClose={overlays.close} />
          </Suspense>
        </PartBoundary>
      )}
      {overlays.requested.has('shortcuts') && (
        <PartBoundary
          part="keyboard shortcuts"
          variant="floating"
          onError={overlays.close}
          onRetry={() => overlays.show('shortcuts')}
        >
          <Suspense fallback={null}>
            <ShortcutSheet opened={overlays.open === 'shortcuts'} onClose={overlays.close} />
          </Suspense>
        </PartBoundary>
      )}
    </>
  );
}
