import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appRoutes, openInApp, type AppRoute } from './routes';
import { referencePort } from './stub-servers';
import { trackRequests, type RequestsInFlight } from './requests-in-flight';

/**
 * The client against the reference contract, not our mock: the app signed in with its Service URL
 * pointed at `npm run mock:reference` (scripts/reference/serve.ts: Prism on the reference OpenAPI
 * documents behind a router), walking every route of the catalogue in one page load, twice — on the
 * documents' examples (`/static`) and on data generated from their schemas with a fixed seed
 * (`/dynamic`). It fails on:
 * - a request Prism refused (the real service would refuse it too), naming the route and request;
 * - an error panel, or the route's crash page, on data the reference allows;
 * - any uncaught page error or console error (the `consoleErrors` fixture), except the browser's
 *   "Failed to load resource" line for answers that are not 2xx (Prism answers 404 for the few
 *   endpoints outside the reference; the app shows "not available on this service" for those).
 */

/** The router of `npm run mock:reference` (E2E_REFERENCE_PORT: to run two suites side by side). */
const referenceUrl = `http://127.0.0.1:${referencePort}`;

test.use({
  allowedConsoleErrors: /^Failed to load resource: the server responded with a status of (404|405)/,
});

/**
 * Routes whose error panel on reference data is a known gap, too big to fix here: route id → the
 * mode it shows in and the reason. A route listed here is still checked for refused requests and
 * crashes; only its error panels are allowed.
 */
const knownGaps: Record<string, { mode?: Mode; reason: string }> = {
  // Prism's example generator stops the recursive InitiatorsTreeVertex at `{}` (no harEntryIndex).
  'page-initiators': { mode: 'static', reason: "Prism's static example truncates the recursive tree to {}" },
};

/**
 * Settings items the app finds in their list (no endpoint of their own): opened by clicking the list's
 * first row, as a person would, since only the list knows a key that exists.
 */
const openedFromList = new Set([
  'settings-labels-item',
  'settings-notification-center-item',
  'settings-geo-countries-item',
  'settings-schedules-calendar-item',
]);

type Mode = 'static' | 'dynamic';

interface ReferenceFixtures {
  apiKey: string;
  params: Record<string, string | number>;
  byPrefix: Record<string, Record<string, string | number>>;
}

interface Refusal {
  seq: number;
  method: string;
  url: string;
  status: number;
  messages: string[];
}

interface RefusalList {
  lastSeq: number;
  violations: Refusal[];
  unmatched: Refusal[];
}

async function loadFixtures(request: APIRequestContext): Promise<ReferenceFixtures> {
  const response = await request.get(`${referenceUrl}/__mock/fixtures`);
  const body = (await response.json()) as ReferenceFixtures & { missing?: string };
  expect(body.missing, 'the reference documents (../shared/reference) must be present').toBeUndefined();
  expect(response.ok(), `GET ${referenceUrl}/__mock/fixtures answered ${response.status()}`).toBe(true);
  return body;
}

async function refusals(request: APIRequestContext, since: number, prefix: string): Promise<RefusalList> {
  const response = await request.get(
    `${referenceUrl}/__reference/violations?since=${since}&prefix=${encodeURIComponent(prefix)}`,
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as RefusalList;
}

/** The fixture value of a path parameter for one reference path (its own entry, else the overall one). */
function fixtureValue(fixtures: ReferenceFixtures, name: string, apiPath?: string): string | number {
  const own = apiPath === undefined ? undefined : fixtures.byPrefix[apiPath]?.[name];
  const value = own ?? fixtures.params[name];
  if (value === undefined) throw new Error(`The reference fixtures have no value for ${name}`);
  return value;
}

/** The reference's path parameter behind a settings resource's item id (src/features/settings/registry.ts). */
const settingsItemParam: Record<string, string | null> = {
  'remote-file-mappings': 'rfmId',
  folders: 'folderId',
  'sub-folders': 'domainId',
  labels: 'labelId',
  users: 'userId',
  'custom-headers': 'customHeaderGroupId',
  'consent-categories': 'consentCategoryId',
  rules: 'ruleId',
  'site-censuses': 'censusId',
  'email-inboxes': 'emailInboxId',
  'action-sets': 'actionSetId',
  tags: 'tagId',
  // Keys that are no path parameter of the reference (an address, a country from a list): kept.
  'notification-center': null,
  'geo-countries': null,
  // `AUDIT-<auditId>`: built below.
  'schedules-calendar': null,
};

const snapshotParam: Record<string, string> = {
  rule: 'ruleSnapshotId',
  'page-filter': 'pageFilterSnapshotId',
  tag: 'tagSnapshotId',
  'tag-variable': 'tagVariableSnapshotId',
};

/**
 * The catalogue's path with the mock's seeded ids replaced by values the reference accepts (its
 * examples where it has them): e.g. the seeded snapshot ids do not fit the V2 document's int32.
 */
function referencePath(route: AppRoute, fixtures: ReferenceFixtures): string {
  const [pathname = '', search] = route.path.split('?');
  const pattern = route.pattern.split('/');
  const segments = pathname.split('/');
  const value = (name: string, segment: string): string | number => {
    const area = pattern[1];
    switch (name) {
      case 'auditId':
        return fixtureValue(fixtures, 'auditId');
      case 'runId':
        if (area === 'web-journeys')
          return fixtureValue(fixtures, 'runId', '/v3/web-journeys/{webJourneyId}/runs/{runId}');
        if (area === 'manual-journeys')
          return fixtureValue(fixtures, 'runId', '/v2/manual-journeys/{manualJourneyId}/runs/{runId}');
        return fixtureValue(fixtures, 'runId');
      case 'pageId':
      case 'webJourneyId':
      case 'manualJourneyId':
        return fixtureValue(fixtures, name);
      case 'snapshotId': {
        const param = snapshotParam[segments[4] ?? ''];
        if (!param) throw new Error(`No reference parameter for snapshot kind ${segments[4]}`);
        return fixtureValue(fixtures, param);
      }
      case 'id': {
        if (segment === 'new') return segment;
        if (area === 'grid') return fixtureValue(fixtures, 'id', '/v3/reports/grid/saved/{id}');
        if (area === 'exports') return fixtureValue(fixtures, 'scheduledExportId');
        const resource = segments[2] ?? '';
        if (resource === 'schedules-calendar') return `AUDIT-${fixtureValue(fixtures, 'auditId')}`;
        const param = settingsItemParam[resource];
        if (param === undefined)
          throw new Error(`Map the settings resource "${resource}" to its id parameter`);
        return param === null ? decodeURIComponent(segment) : fixtureValue(fixtures, param);
      }
      default:
        return decodeURIComponent(segment);
    }
  };
  const out = segments.map((segment, index) => {
    const part = pattern[index];
    if (!part?.startsWith(':')) return segment;
    return encodeURIComponent(String(value(part.slice(1).replace(/\?$/, ''), segment)));
  });
  const query = new URLSearchParams(search ?? '');
  // Compare: two runs of the audit (Prism does not care which).
  if (query.has('head')) query.set('head', String(fixtureValue(fixtures, 'runId')));
  if (query.has('base')) query.set('base', String(Number(fixtureValue(fixtures, 'runId')) - 1));
  const qs = query.toString();
  return `${out.join('/')}${qs ? `?${qs}` : ''}`;
}

/**
 * Wait until the route has settled: no request in flight, no lazy route loading, no skeleton in
 * <main>, on two checks in a row (a view that starts a second read after its first is not done).
 */
async function settle(page: Page, requests: RequestsInFlight, label: string) {
  const main = page.getByRole('main');
  let quiet = 0;
  await expect
    .poll(
      async () => {
        const busy =
          requests.pending() > 0 ||
          (await page.getByRole('progressbar', { name: 'Loading page' }).count()) > 0 ||
          (await main.locator('.mantine-Skeleton-root[data-visible]').count()) > 0;
        quiet = busy ? 0 : quiet + 1;
        return quiet >= 2;
      },
      { message: `${label} settles (no request in flight, no skeleton)`, timeout: 30_000, intervals: [150] },
    )
    .toBe(true);
}

/** What is wrong with the screen on show, in words (empty when it works). */
async function screenProblems(page: Page, route: AppRoute): Promise<string[]> {
  const problems: string[] = [];
  const headings = await page.getByRole('heading', { level: 1 }).allTextContents();
  if (headings.length !== 1) problems.push(`${headings.length} h1 headings (${headings.join(' | ')})`);
  if (headings.includes('This page could not be shown')) problems.push('the route crashed');
  if (route.id !== 'not-found' && headings.includes('Page not found')) problems.push('"Page not found"');
  const panels = page.getByRole('main').getByTestId('error-panel');
  for (const text of await panels.allInnerTexts()) {
    problems.push(`error panel: ${text.replace(/\s+/g, ' ').trim().slice(0, 400)}`);
  }
  return problems;
}

const modes = [
  { name: 'static examples', prefix: '/static', mode: 'static' },
  { name: 'dynamic data, fixed seed', prefix: '/dynamic', mode: 'dynamic' },
] as const;

for (const mode of modes) {
  test(`every route works on the reference contract (${mode.name})`, async ({ page, signIn, request }) => {
    test.setTimeout(600_000);
    const fixtures = await loadFixtures(request);
    const start = (await refusals(request, 0, mode.prefix)).lastSeq;
    const serviceUrl = `${referenceUrl}${mode.prefix}`;
    const requests = trackRequests(page);
    const walked = appRoutes.filter((route) => !route.public);
    const failures: string[] = [];
    const allowed: string[] = [];
    let seen = start;

    // The sign-in screen reads nothing: open it once before signing in.
    const signInRoute = appRoutes.find((route) => route.public)!;
    await page.goto(signInRoute.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(signInRoute.heading);

    const first = referencePath(walked[0]!, fixtures);
    await signIn(page, { serviceUrl, next: first });

    for (const [index, route] of walked.entries()) {
      const target = referencePath(route, fixtures);
      await test.step(`${route.name}: ${target}`, async () => {
        if (openedFromList.has(route.id)) {
          const list = target.replace(/\/[^/]+$/, '');
          await openInApp(page, list);
          await settle(page, requests, `${route.name}: its list (${list})`);
          await page.getByRole('main').locator('tbody tr').first().click();
          await expect(page, `${route.name} opens from the first row of ${list}`).toHaveURL(
            (url) => url.pathname.startsWith(`${list}/`) && url.pathname !== list,
          );
        } else if (index > 0) await openInApp(page, target);
        await expect(page, `${route.name} stays signed in`).not.toHaveURL(/\/sign-in(\?|$)/);
        await settle(page, requests, `${route.name} (${target})`);
        const problems = await screenProblems(page, route);
        const refused = await refusals(request, seen, mode.prefix);
        seen = Math.max(
          seen,
          ...refused.violations.map((item) => item.seq),
          ...refused.unmatched.map((item) => item.seq),
        );
        for (const item of refused.violations) {
          problems.push(
            `Prism refused ${item.method} ${item.url} (${item.status}): ${item.messages.join('; ')}`,
          );
        }
        if (problems.length === 0) return;
        const known = knownGaps[route.id];
        const gap = known && (known.mode ?? mode.mode) === mode.mode ? known.reason : undefined;
        const onlyPanels = problems.every((problem) => problem.startsWith('error panel:'));
        const line = `${route.name} (${route.id}, ${target}):\n    ${problems.join('\n    ')}`;
        if (gap && onlyPanels) allowed.push(`${line}\n    known gap: ${gap}`);
        else failures.push(line);
      });
    }

    const outside = (await refusals(request, start, mode.prefix)).unmatched;
    await test.info().attach(`reference walk (${mode.name})`, {
      contentType: 'text/plain',
      body: [
        `${walked.length} routes walked on ${serviceUrl}`,
        `Calls outside the reference documents (shown as "not available on this service"):`,
        ...[...new Set(outside.map((item) => `  ${item.method} ${item.url.split('?')[0]} → ${item.status}`))],
        `Known gaps allowed:`,
        ...allowed.map((line) => `  ${line}`),
      ].join('\n'),
    });
    expect(
      failures,
      `${failures.length} route(s) failed on the reference contract (${mode.name}):\n${failures.join('\n')}\n`,
    ).toEqual([]);
  });
}
