import { AppShell, Burger, Group, NavLink, Skeleton, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Link, Navigate, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { OfflineBanner } from '@/components/feedback/OfflineBanner';
import { deferred } from '@/components/progressive/deferred';
import { useRevealTruncatedText } from '@/components/text/reveal-truncated-text';
import { navItems } from './nav-items';
import { ThemeToggle } from './ThemeToggle';
import { RouteProgress } from './RouteProgress';
import { useSession } from '../session-hooks';
import { paths } from '@/lib/routes';
import { lazyExport } from '@/components/progressive/lazy-export';

// The account block (its menu, and its own reads) loads after the page's data.
const AccountMenu = deferred<object>(
  () => import('./AccountMenu').then((m) => m.AccountMenu),
  () => <Skeleton height={32} w={{ base: 26, sm: 180 }} />,
);
// Search and the keyboard shortcuts (Ctrl/Cmd+K, ?) too: the initial bundle budget has no room for them.
const ShellCommands = lazyExport(
  () => import('./ShellCommands'),
  (m) => m.ShellCommands,
);

/** The signed-in frame: header, navigation and the routed page in <main>. Sends signed-out users to sign-in. */
export function AppLayout() {
  // The full text of any value the layout truncates, on hover (site data is shown only signed in).
  useRevealTruncatedText();
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  const navigation = useNavigation();
  const session = useSession();
  // The most specific entry is the current one: /settings/webhooks is Webhooks, not Settings.
  const current = navItems
    .filter((item) => location.pathname === item.to || location.pathname.startsWith(`${item.to}/`))
    .reduce<string | undefined>(
      (best, item) => (item.to.length > (best?.length ?? 0) ? item.to : best),
      undefined,
    );
  if (!session.apiKey) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={paths.signIn({ next })} replace />;
  }
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Text
              component={Link}
              to={paths.audits()}
              className="app-title"
              style={{ textDecoration: 'none', color: 'inherit' }}
            >
              Site Audit Dashboard
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Suspense fallback={<Skeleton height={36} width={120} />}>
              <ShellCommands />
            </Suspense>
            <ThemeToggle />
            <AccountMenu />
          </Group>
        </Group>
        <RouteProgress active={navigation.state === 'loading'} />
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main navigation">
        {/* Native scrolling: Mantine's ScrollArea would bring floating-ui into the first load (~10 KB). */}
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          {navItems.map((item) => {
            const active = item.to === current;
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={<item.icon size={18} aria-hidden />}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={close}
              />
            );
          })}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        {/* A new screen starts at the top (Back restores where it was); filters, sort and paging
            change only the search string of the same screen, which keeps its scroll position. */}
        <ScrollRestoration getKey={(location) => location.pathname} />
        <OfflineBanner />
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
