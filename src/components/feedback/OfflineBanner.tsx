import { Box, Group, Paper, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';

/** The banner's words, for the layout and its tests. */
export const OFFLINE_MESSAGE =
  'You are offline. Changes cannot be saved until the connection is back; this page refreshes then.';

/**
 * A non-blocking banner while the browser is offline. The status region is always there (empty
 * when online) so screen readers announce the banner when it appears.
 */
export function OfflineBanner() {
  const { online } = useNetwork();
  return (
    <Box role="status" pos="sticky" top="var(--app-shell-header-height, 0px)" style={{ zIndex: 2 }}>
      {!online && (
        <Paper withBorder radius="sm" p="xs" mb="md" bg="var(--mantine-color-yellow-light)">
          <Group gap="xs" wrap="nowrap">
            <IconWifiOff size={18} aria-hidden />
            <Text size="sm">{OFFLINE_MESSAGE}</Text>
          </Group>
        </Paper>
      )}
    </Box>
  );
}
