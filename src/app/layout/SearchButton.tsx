import { Box, Button, Kbd, VisuallyHidden } from '@mantine/core';
import { useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { loadCommandPalette } from './use-shell-overlays';

/** Start fetching the palette's code when the pointer or focus reaches the button. */
const preload = () => void loadCommandPalette();

/** The header's "Search" button: opens the command palette and shows its shortcut (⌘ K or Ctrl K). */
export function SearchButton({ onOpen }: { onOpen: () => void }) {
  const os = useOs();
  const mac = os === 'macos' || os === 'ios';
  return (
    <Button
      variant="default"
      size="sm"
      px="xs"
      aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
      leftSection={<IconSearch size={16} aria-hidden />}
      onClick={onOpen}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {/* Narrow screens show the icon only; the button keeps its name (its text, not an aria-label,
          so the name and the visible words never disagree). */}
      {/* The shortcut is part of the wide label: as a right section, its empty slot would still
          widen the button on a phone. */}
      <Box component="span" visibleFrom="sm">
        Search
        <Kbd size="xs" ml="sm" aria-hidden>
          {mac ? '⌘ K' : 'Ctrl K'}
        </Kbd>
      </Box>
      <VisuallyHidden hiddenFrom="sm">Search</VisuallyHidden>
    </Button>
  );
}
