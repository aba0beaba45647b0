import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../e2e/routes';
import { routePatterns, type RouteName } from '@/lib/routes/patterns';
import { matchRoute, preloadRouteCode } from './route-code';
import { createRoutes } from './router';

const loaded = vi.hoisted(() => ({ auditPrefetch: 0, runPrefetch: 0, auditLibrary: 0, cookieInventory: 0 }));

vi.mock('@/features/audits/prefetch', async (importOriginal) => {
  loaded.auditPrefetch += 1;
  return importOriginal();
});
vi.mock('@/features/runs/prefetch', async (importOriginal) => {
  loaded.runPrefetch += 1;
  return importOriginal();
});
vi.mock('@/features/reports/families/cookie-inventory', async (importOriginal) => {
  loaded.cookieInventory += 1;
  return importOriginal();
});
vi.mock('@/features/audits/routes/AuditLibraryPage', () => {
  loaded.auditLibrary += 1;
  return { AuditLibraryPage: () => null };
});

const names = new Set<string>(Object.keys(routePatterns));

/** The named route React Router shows for `path` (the deepest match that is one of routePatterns). */
function routerMatch(path: string): string | undefined {
  const matches = matchRoutes(createRoutes(new QueryClient()), path) ?? [];
  return matches
    .map((match) => match.route.id)
    .filter((id): id is string => id !== undefined && names.has(id))
    .at(-1);
}

/** Addresses of every pattern: each param filled in, each optional segment both given and left out. */
function examplesOf(pattern: string): string[] {
  let paths = [''];
  for (const part of pattern.split('/').filter(Boolean)) {
    const param = /^:(\w+)(\?)?$/.exec(part);
    const value = part === '*' ? 'no/such/screen' : param ? `${param[1]}-7` : part;
    paths = paths.flatMap((path) => (param?.[2] ? [path, `${path}/${value}`] : [`${path}/${value}`]));
  }
  return paths.map((path) => path || '/');
}

describe('matchRoute', () => {
  const examples = [
    ...Object.values(routePatterns).flatMap(examplesOf),
    ...appRoutes.map((route) => route.path.split(/[?#]/)[0]!),
    '/audits/new',
    '/audits/12/runs/latest/reports/cookie-inventory',
    '/settings/webhooks/verify',
    '/AUDITS/',
  ];

  it.each(examples)('names the route React Router shows for %s', (path) => {
    expect(matchRoute(path)?.name).toBe(routerMatch(path));
  });

  it("reads the route's params, decoded", () => {
    expect(matchRoute('/audits/12/runs/34/reports/cookie-inventory')).toEqual({
      name: 'report',
      params: { auditId: '12', runId: '34', family: 'cookie-inventory', view: undefined },
    });
    expect(matchRoute('/audits/1/runs/2/pages/a%2Fb')?.params.pageId).toBe('a/b');
  });

  it('finds every route of the catalogue at its own pattern', () => {
    for (const route of appRoutes) {
      const name = matchRoute(route.path.split(/[?#]/)[0]!)?.name as RouteName;
      expect(routePatterns[name], route.id).toBe(route.pattern);
    }
  });
});

describe('preloadRouteCode', () => {
  it("starts the screen's code and its prefetch module, and no other screen's", async () => {
    await preloadRouteCode('/audits');
    expect(loaded.auditPrefetch).toBe(1);
    expect(loaded.auditLibrary).toBe(1);
    expect(loaded.runPrefetch).toBe(0);
  });

  it("starts a report's family screen with the report's code", async () => {
    expect(loaded.cookieInventory).toBe(0);
    await preloadRouteCode('/audits/1/runs/2/reports/cookie-inventory');
    expect(loaded.cookieInventory).toBe(1);
  });
});
