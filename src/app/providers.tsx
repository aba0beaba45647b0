import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { deferred } from '@/components/progressive/deferred';
import { DemoDataRefresh } from './DemoDataRefresh';
import { cssVariablesResolver, theme } from './theme';

// Toasts are rare: their code loads after the page's data (a toast shown before waits for it).
const Notifications = deferred<object>(
  () =>
    import('@mantine/notifications').then(
      ({ Notifications: Toasts }) =>
        function TopRightToasts() {
          return <Toasts position="top-right" />;
        },
    ),
  () => null,
  { part: 'notifications' },
);

/**
 * Theme (following the system), notifications and the query client. `env="test"` renders Mantine without transitions and portals, and keeps
 * popovers shown where jsdom has no layout to measure.
 */
export function Providers({
  queryClient,
  env,
  children,
}: {
  queryClient: QueryClient;
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
      env={env}
    >
      <QueryClientProvider client={queryClient}>
        <Notifications />
        <DemoDataRefresh />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
