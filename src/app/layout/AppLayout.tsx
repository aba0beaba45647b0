import { Burger, Skeleton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Link, Navigate, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { OfflineBanner } from '@/components/feedback/OfflineBanner';
import { PartFailures } from '@/components/feedback/PartFailures';
import { NavItem } from '@/components/navigation/NavItem';
import { deferred } from '@/components/progressive/deferred';
import { useRevealTruncatedText } from '@/components/text/reveal-truncated-text';
import { navItems } from './nav-items';
import { ThemeToggle } from './ThemeToggle';
import { RouteProgress } from './RouteProgress';
import { useSession } from '../session-hooks';
import { paths } from '@/lib/routes';
import { lazyExport } from '@/components/progressive/lazy-export';
import classes from './AppLayout.module.css';

// The account block (its menu, and its own reads) loads after the page's data.
const AccountMenu = deferred<object>(
  () => import('./AccountMenu').then((m) => m.AccountMenu),
  () => <Skeleton height={32} w={{ base: 26, sm: 180 }} />,
  { part: 'account menu' },
);
// Search and the keyboard shortcuts (Ctrl/Cmd+K, ?) too: the initial bundle budget has no room for them.
const ShellCommands = lazyExport(
  () => import('./ShellCommands'),
  (m) => m.ShellCommands,
);

const NAV_ID = 'main-navigation';

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
    <>
      <header className={classes.header}>
        <div className={classes.headerRow}>
          <div className={classes.headerGroup}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
              aria-expanded={opened}
              aria-controls={NAV_ID}
            />
            <Link to={paths.home()} className={`app-title ${classes.titleLink}`}>
              Site Audit Dashboard
            </Link>
          </div>
          <div className={classes.headerGroup}>
            <Suspense fallback={<Skeleton height={36} width={120} />}>
              <ShellCommands />
            </Suspense>
            <ThemeToggle />
            <AccountMenu />
          </div>
        </div>
        <RouteProgress active={navigation.state === 'loading'} />
      </header>
      {/* Plain elements and native scrolling: Mantine's AppShell and NavLink would add ~10 KB to every first load. */}
      <nav
        id={NAV_ID}
        className={classes.navbar}
        aria-label="Main navigation"
        data-opened={opened || undefined}
      >
        {navItems.map((item) => (
          <NavItem
            key={item.to}
            to={item.to}
            label={item.label}
            icon={item.icon}
            current={item.to === current}
            onClick={close}
          />
        ))}
      </nav>
      <main className={classes.main}>
        {/* A new screen starts at the top (Back restores where it was); filters, sort and paging
            change only the search string of the same screen, which keeps its scroll position. */}
        <ScrollRestoration getKey={(location) => location.pathname} />
        <OfflineBanner />
        <PartFailures />
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
