// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ANALYST_KEY } from '@/api/demo';
import type { CensusInput, UrlFolder } from '@/api/site-censuses/schemas';
import { mockCaller } from '../../lib/test-call';
import { censusStore } from './censuses';
import { CENSUS_SPEED } from './lifecycle';

const { ref, server, call, reset } = mockCaller();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => reset());

const newCensus: CensusInput = {
  name: 'Gift card site',
  autoPauseAfter: 60,
  notificationEmails: ['web-team@acme-outdoors.com'],
  startingUrls: ['https://gifts.acme-outdoors.com'],
  filterPatterns: [{ pathPattern: '/search*', fqdn: 'gifts.acme-outdoors.com', type: 'IGNORE' }],
};

/** Seeded censuses by name. */
const seeded = (name: string) =>
  censusStore(ref.current)
    .all()
    .find((row) => row.name.startsWith(name))!;

/** Move a census's sessions back in time, as if it had started `ms` earlier. */
function rewind(id: number, ms: number) {
  const store = censusStore(ref.current);
  const row = store.get(id)!;
  store.update(id, {
    sessions: row.sessions.map((session) => ({
      startedAt: session.startedAt - ms,
      ...(session.stoppedAt !== undefined ? { stoppedAt: session.stoppedAt - ms } : {}),
    })),
  });
}

const base = (id: number) => `/v3/site-censuses/${id}`;

describe('site censuses: configuration', () => {
  it('lists every census with its counts, filtered by name, sorted and paged', async () => {
    const list = await call('GET', '/v3/site-censuses?pageSize=100&sortBy=UNIQUE_URLS&sortDesc=true');
    expect(list.status).toBe(200);
    expect(list.body.metadata.pagination.totalCount).toBe(censusStore(ref.current).all().length);
    const unique = list.body.censuses.map((census: { uniqueUrls: number }) => census.uniqueUrls);
    expect(unique).toEqual([...unique].sort((a, b) => b - a));
    const full = list.body.censuses.find(
      (census: { censusConfig: { name: string } }) =>
        census.censusConfig.name === 'Acme Outdoors US — full site',
    );
    expect(full).toMatchObject({ isRunning: false, urlsToVisit: 0, isArchived: false });
    expect(full.visitedUrls).toBe(full.uniqueUrls);
    expect(full.ignoredUrls).toBeGreaterThan(0);
    const never = list.body.censuses.find(
      (census: { censusConfig: { name: string } }) => census.censusConfig.name === 'Summer sale microsite',
    );
    expect(never).toMatchObject({ uniqueUrls: 0, isRunning: false });
    expect(never.censusConfig.currentScanStartedAt).toBeNull();

    const named = await call('GET', '/v3/site-censuses?filterByName=STORE');
    expect(
      named.body.censuses.map((census: { censusConfig: { name: string } }) => census.censusConfig.name),
    ).toEqual(['Online store — checkout paths', 'UK storefront discovery']);
    const paged = await call('GET', '/v3/site-censuses?page=0');
    expect(paged.body.metadata.pagination).toMatchObject({ pageSize: 10, currentPageNumber: 0 });
    expect((await call('GET', '/v3/site-censuses?pageSize=5')).status).toBe(400);
  });

  it('creates, reads, updates and deletes a census; archived ones cannot be edited or restarted', async () => {
    const created = await call('POST', '/v3/site-censuses', newCensus);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Gift card site',
      startingUrls: ['https://gifts.acme-outdoors.com/'],
      isArchived: false,
      userAgentId: 122,
      currentScanStartedAt: null,
      ownerId: ref.current.apiKeys.get('demo-admin-key'),
    });
    const id = created.body.id;
    expect((await call('GET', base(id))).body).toEqual(created.body);
    const updated = await call('PUT', base(id), { ...created.body, name: 'Gift cards', autoPauseAfter: 30 });
    expect(updated.body).toMatchObject({ id, name: 'Gift cards', autoPauseAfter: 30 });

    const archived = seeded('Corporate sites');
    const edit = await call('PUT', base(archived.id), { ...newCensus, name: 'Renamed' });
    expect(edit.status).toBe(400);
    expect((await call('POST', `${base(archived.id)}/start`)).status).toBe(400);
    expect((await call('DELETE', base(archived.id))).status).toBe(204);

    expect((await call('DELETE', base(id))).status).toBe(204);
    expect((await call('GET', base(id))).status).toBe(404);
    expect((await call('GET', `${base(id)}/current-results`)).status).toBe(404);
  });

  it('answers 400 naming each field of an invalid census, and stores nothing', async () => {
    const before = censusStore(ref.current).all().length;
    const answer = await call('POST', '/v3/site-censuses', {
      ...newCensus,
      name: ' ',
      autoPauseAfter: 20_000,
      startingUrls: ['ftp://files.acme-outdoors.com/'],
      notificationEmails: ['not an address'],
      filterPatterns: [{ pathPattern: 'search', fqdn: 'gifts', type: 'SKIP' }],
    });
    expect(answer.status).toBe(400);
    const paths = answer.body.validationReport.issues.map((issue: { path: string[] }) =>
      issue.path.join('.'),
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        'name',
        'autoPauseAfter',
        'startingUrls.0',
        'notificationEmails.0',
        'filterPatterns.0.pathPattern',
        'filterPatterns.0.fqdn',
        'filterPatterns.0.type',
      ]),
    );
    expect(censusStore(ref.current).all()).toHaveLength(before);
  });
});

describe('site censuses: scanning', () => {
  it('starts, grows while running, stops with what it found, resumes and completes', async () => {
    const id = (await call('POST', '/v3/site-censuses', newCensus)).body.id;
    const results = async () => (await call('GET', `${base(id)}/current-results`)).body.resultsSummary;
    expect(await results()).toMatchObject({ uniqueUrls: 0, isRunning: false });

    const started = await call('POST', `${base(id)}/start`);
    expect(started.status).toBe(200);
    expect(started.body.currentScanStartedAt).not.toBeNull();
    rewind(id, 1000);
    const early = await results();
    expect(early.isRunning).toBe(true);
    expect(early.visitedUrls).toBeGreaterThanOrEqual(CENSUS_SPEED.visitsPerSecond - 1);
    expect(early.uniqueUrls).toBeGreaterThan(early.visitedUrls);
    // Starting again while running changes nothing.
    const { currentScanStartedAt } = (await call('GET', base(id))).body;
    expect((await call('POST', `${base(id)}/start`)).body.currentScanStartedAt).toBe(currentScanStartedAt);

    const stopped = await call('POST', `${base(id)}/stop`);
    expect(stopped.body.lastScanStoppedAt).not.toBeNull();
    const paused = await results();
    expect(paused.isRunning).toBe(false);
    rewind(id, 5000);
    expect(await results()).toEqual(paused);

    await call('POST', `${base(id)}/start`);
    rewind(id, 1000);
    const resumed = await results();
    expect(resumed.isRunning).toBe(true);
    expect(resumed.visitedUrls).toBeGreaterThan(paused.visitedUrls);

    rewind(id, 600_000);
    const done = await results();
    expect(done).toMatchObject({ isRunning: false, urlsToVisit: 0 });
    expect(done.visitedUrls).toBe(done.uniqueUrls);
    expect(done.ignoredUrls).toBe(4);
    const census = (await call('GET', base(id))).body;
    expect(Date.parse(census.lastScanStoppedAt)).toBeGreaterThan(Date.parse(census.currentScanStartedAt));
  });

  it('lets an analyst start and stop a census (only the finder is restricted)', async () => {
    const census = seeded('Summer sale');
    expect((await call('POST', `${base(census.id)}/start`, undefined, DEMO_ANALYST_KEY)).status).toBe(200);
    expect((await call('POST', `${base(census.id)}/stop`, undefined, DEMO_ANALYST_KEY)).status).toBe(200);
  });
});

describe('site censuses: results', () => {
  it('groups URLs into patterns whose counts add up to the summary', async () => {
    const census = seeded('Acme Outdoors US');
    const answer = await call(
      'GET',
      `${base(census.id)}/current-results?pageSize=1000&sortBy=TOTAL_URLS&sortDesc=true`,
    );
    expect(answer.status).toBe(200);
    const { paginatedUrlPatternResults: rows, resultsSummary: summary } = answer.body;
    const sum = (key: string) =>
      rows.reduce((total: number, row: Record<string, number>) => total + row[key]!, 0);
    expect(sum('totalUrls')).toBe(summary.uniqueUrls);
    expect(sum('visitedUrls')).toBe(summary.visitedUrls);
    expect(sum('brokenUrls')).toBe(summary.brokenUrls);
    const rendered = rows.map(
      (row: { urlPattern: { fqdn: string; renderedPathPattern: string } }) =>
        `${row.urlPattern.fqdn}${row.urlPattern.renderedPathPattern}`,
    );
    expect(rendered).toContain('www.acme-outdoors.com/blog/*/*/*');
    expect(rendered).toContain('www.acme-outdoors.com/p/*');
    const blog = rows.find(
      (row: { urlPattern: { renderedPathPattern: string } }) =>
        row.urlPattern.renderedPathPattern === '/blog/*/*/*',
    );
    expect(
      blog.urlPattern.urlSegments.map(
        (segment: { dynamicSegmentType?: string }) => segment.dynamicSegmentType,
      ),
    ).toEqual([undefined, 'DATETIME', 'NUMBER', 'ALPHA_NUMERIC']);
    const totals = rows.map((row: { totalUrls: number }) => row.totalUrls);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    const searched = await call('GET', `${base(census.id)}/current-results?searchPattern=BLOG`);
    expect(
      searched.body.paginatedUrlPatternResults.every((row: { urlPattern: { renderedPathPattern: string } }) =>
        row.urlPattern.renderedPathPattern.includes('blog'),
      ),
    ).toBe(true);
    const excluded = await call(
      'GET',
      `${base(census.id)}/current-results?returnExcludedOnly=true&pageSize=1000`,
    );
    const hosts = excluded.body.paginatedUrlPatternResults.map(
      (row: { urlPattern: { fqdn: string } }) => row.urlPattern.fqdn,
    );
    expect(hosts).toContain('www.facebook.com');
    expect(hosts).toContain('www.acme-outdoors.com');
    expect((await call('GET', `${base(census.id)}/current-results?pageSize=10`)).status).toBe(400);
  });

  it('previews the URLs a pattern matches', async () => {
    const census = seeded('Acme Outdoors US');
    const preview = await call('POST', `${base(census.id)}/current-results/url-preview`, {
      fqdn: 'www.acme-outdoors.com',
      renderedPathPattern: '/products/*/*',
    });
    expect(preview.status).toBe(200);
    expect(preview.body.censusId).toBe(census.id);
    expect(preview.body.totalUrls).toBe(preview.body.urls.length);
    expect(preview.body.urls.length).toBeGreaterThan(10);
    for (const url of preview.body.urls)
      expect(url).toMatch(/^https:\/\/www\.acme-outdoors\.com\/products\/[^/]+\/[^/]+$/);
    const deep = await call('POST', `${base(census.id)}/current-results/url-preview`, {
      fqdn: 'www.acme-outdoors.com',
      renderedPathPattern: '/products/**',
    });
    expect(deep.body.totalUrls).toBeGreaterThan(preview.body.totalUrls);
    const bad = await call('POST', `${base(census.id)}/current-results/url-preview`, { fqdn: 'x' });
    expect(bad.status).toBe(400);
  });

  it('browses the folder tree: hosts, one level, and counts that cover each subtree', async () => {
    const census = seeded('Acme Outdoors US');
    const roots = (await call('GET', `${base(census.id)}/url-folders`)).body.folders as UrlFolder[];
    expect(roots.map((folder) => folder.host)).toContain('www.acme-outdoors.com');
    for (const root of roots) {
      expect(root).toMatchObject({
        folderPath: '/',
        folderName: '/',
        matched: true,
        baseDomain: 'acme-outdoors.com',
      });
      expect(root.parentFolderPath).toBeUndefined();
      expect(root.visitedUrls + root.urlsToVisit).toBe(root.totalUrls);
    }
    const www = roots.find((folder) => folder.host === 'www.acme-outdoors.com')!;
    const level = (
      await call('GET', `${base(census.id)}/url-folders?host=www.acme-outdoors.com&urlsPerFolder=2`)
    ).body;
    const children = level.folders as UrlFolder[];
    expect(children.map((folder) => folder.folderPath)).toContain('/products');
    expect(children.every((folder) => folder.parentFolderPath === '/')).toBe(true);
    const direct = www.matchedUrlCount!;
    expect(children.reduce((sum, folder) => sum + folder.totalUrls, 0) + direct).toBe(www.totalUrls);
    const products = children.find((folder) => folder.folderPath === '/products')!;
    expect(products.urls!.length).toBeLessThanOrEqual(2);
    expect(products.matchedUrlCount).toBeGreaterThanOrEqual(products.urls!.length);

    const deeper = await call(
      'GET',
      `${base(census.id)}/url-folders?host=www.acme-outdoors.com&parentFolderPath=/Products//&urlsPerFolder=0`,
    );
    expect(deeper.body.folders.map((folder: UrlFolder) => folder.parentFolderPath)).toEqual(
      deeper.body.folders.map(() => '/products'),
    );
    expect(deeper.body.folders[0].urls).toBeUndefined();
    expect((await call('GET', `${base(census.id)}/url-folders?parentFolderPath=/products`)).status).toBe(400);
    expect((await call('GET', `${base(census.id)}/url-folders?pageSize=2000`)).status).toBe(400);
  });

  it('searches folders and pages, with the ancestors that connect each hit to the root', async () => {
    const census = seeded('Acme Outdoors US');
    const answer = await call(
      'GET',
      `${base(census.id)}/url-folders?host=www.acme-outdoors.com&searchPattern=tents`,
    );
    const folders = answer.body.folders as UrlFolder[];
    const hits = folders.filter((folder) => folder.matched);
    expect(answer.body.metadata.pagination.totalCount).toBe(hits.length);
    expect(hits.map((folder) => folder.folderPath)).toEqual(
      expect.arrayContaining(['/products', '/products/tents']),
    );
    // /products is a hit for its page "tents"; /products/tents for its own name, listing no page of its own.
    const products = hits.find((folder) => folder.folderPath === '/products')!;
    expect(products.urls!.map((url) => url.pageName)).toEqual(['tents']);
    expect(hits.find((folder) => folder.folderPath === '/products/tents')!.matchedUrlCount).toBe(0);
    const context = folders.filter((folder) => !folder.matched);
    for (const folder of context) expect(folder.urls).toBeUndefined();
    expect(context.map((folder) => folder.folderPath)).toContain('/');
  });

  it('summarises one folder and pages through its direct URLs', async () => {
    const census = seeded('Acme Outdoors US');
    const key = 'baseDomain=acme-outdoors.com&host=www.acme-outdoors.com&folderPath=/products/tents';
    const summary = (await call('GET', `${base(census.id)}/folders/summary?${key}`)).body;
    expect(summary).toMatchObject({
      censusId: census.id,
      folderPath: '/products/tents',
      finalized: true,
      ignoredUrls: 0,
    });
    expect(summary.directUrls).toBe(summary.totalUrls);
    expect(summary.visitedUrls + summary.urlsToVisit).toBe(summary.totalUrls);
    const urls = (await call('GET', `${base(census.id)}/folders/urls?${key}&sortBy=URL`)).body;
    expect(urls.metadata.pagination.totalCount).toBe(summary.directUrls);
    const listed = urls.urls.map((url: { url: string }) => url.url);
    expect(listed).toEqual([...listed].sort((a, b) => a.localeCompare(b)));
    const root = (
      await call(
        'GET',
        `${base(census.id)}/folders/summary?baseDomain=acme-outdoors.com&host=www.acme-outdoors.com&folderPath=/`,
      )
    ).body;
    expect(root.ignoredUrls).toBe(4);
    expect(root.includedUrls + root.ignoredUrls).toBe(root.totalUrls);
    expect(root.childFolderCount).toBeGreaterThan(3);

    expect(
      (
        await call(
          'GET',
          `${base(census.id)}/folders/summary?baseDomain=acme-outdoors.com&host=www.acme-outdoors.com&folderPath=/nowhere`,
        )
      ).status,
    ).toBe(404);
    expect(
      (await call('GET', `${base(census.id)}/folders/summary?host=www.acme-outdoors.com&folderPath=/`))
        .status,
    ).toBe(400);
  });
});

describe('site census finder', () => {
  it('finds censuses of every account for an operator, and refuses anyone else', async () => {
    const found = await call('GET', '/v3/site-censuses/finder?search=site');
    expect(found.status).toBe(200);
    const accounts = new Set(found.body.items.map((item: { accountId: number }) => item.accountId));
    expect(accounts.size).toBeGreaterThan(1);
    const byId = await call('GET', `/v3/site-censuses/finder?search=${seeded('UK').id}`);
    expect(byId.body.items).toEqual([{ id: seeded('UK').id, name: 'UK storefront discovery', accountId: 1 }]);
    expect((await call('GET', '/v3/site-censuses/finder')).status).toBe(400);
    expect(
      (await call('GET', '/v3/site-censuses/finder?search=site', undefined, DEMO_ANALYST_KEY)).status,
    ).toBe(403);
    // An account administrator is not an operator.
    const db = ref.current;
    const admin = db.users.insert({ ...db.users.all()[0]!, username: 'second.admin', permissions: 'admin' });
    db.apiKeys.set('second-admin-key', admin.id);
    expect(
      (await call('GET', '/v3/site-censuses/finder?search=site', undefined, 'second-admin-key')).status,
    ).toBe(403);
  });
});
