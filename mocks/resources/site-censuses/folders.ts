import { z } from '@/lib/zod';
import {
  censusFolderSortColumns,
  censusFolderUrlSortColumns,
  type FolderSummary,
  type FolderUrlPage,
  type UrlFolder,
  type UrlFolderPage,
} from '@/api/site-censuses/schemas';
import { badRequest, notFound } from '../../lib/errors';
import { booleanParam, compareValues, pageOf, readQuery } from '../../lib/query';
import { baseDomainOf } from './site';
import { countsOf, folderUrl, type CensusState, type FoundUrl } from './state';

/** One folder of a host's tree: its direct URLs, every URL of its subtree and its child folders. */
interface Folder {
  host: string;
  baseDomain: string;
  folderPath: string;
  direct: FoundUrl[];
  subtree: FoundUrl[];
  children: Set<string>;
}

const parentOf = (path: string) => (path === '/' ? undefined : path.slice(0, path.lastIndexOf('/')) || '/');
const nameOf = (path: string) => (path === '/' ? '/' : path.slice(path.lastIndexOf('/') + 1));
const keyOf = (host: string, path: string) => `${host}\n${path}`;

/** The folder trees of a set of URLs, by host and folder path (ancestors without URLs included). */
function folderIndex(urls: readonly FoundUrl[]): Map<string, Folder> {
  const folders = new Map<string, Folder>();
  const folderAt = (host: string, path: string): Folder => {
    const key = keyOf(host, path);
    let folder = folders.get(key);
    if (!folder) {
      folder = {
        host,
        baseDomain: baseDomainOf(host),
        folderPath: path,
        direct: [],
        subtree: [],
        children: new Set(),
      };
      folders.set(key, folder);
      const parent = parentOf(path);
      if (parent !== undefined) folderAt(host, parent).children.add(path);
    }
    return folder;
  };
  for (const url of urls) {
    let path: string | undefined = url.item.folderPath;
    folderAt(url.item.host, path).direct.push(url);
    while (path !== undefined) {
      folderAt(url.item.host, path).subtree.push(url);
      path = parentOf(path);
    }
  }
  return folders;
}

/**
 * A folder path as the service keys it: lowercased, repeated slashes collapsed, trailing slash
 * dropped; 400 for a path that cannot name a folder (deeper than 50, a name over 512 characters,
 * over 2048 characters in all).
 */
export function normalizeFolderPath(raw: string): string {
  const segments = raw.toLowerCase().split('/').filter(Boolean);
  const path = `/${segments.join('/')}`;
  if (segments.length > 50 || segments.some((segment) => segment.length > 512) || path.length > 2048)
    badRequest('The folder path cannot name a folder', {
      valid: false,
      issues: [
        { path: ['parentFolderPath'], message: 'Too deep or too long for a folder path', code: 'too_big' },
      ],
    });
  return path;
}

/** Case-insensitive substring of a page name; `*` stands for any characters (dynamic segments). */
function pageNameTest(pattern: string): (name: string) => boolean {
  const source = pattern
    .toLowerCase()
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  const regex = new RegExp(source);
  return (name) => regex.test(name.toLowerCase());
}

const byUrl = (a: FoundUrl, b: FoundUrl) => compareValues(a.item.url, b.item.url) || a.urlId - b.urlId;

const foldersQuerySchema = z.object({
  host: z.optional(z.string()),
  parentFolderPath: z.optional(z.string()),
  searchPattern: z.optional(z.string()),
  returnExcludedOnly: z._default(booleanParam, false),
  page: z._default(z.coerce.number().check(z.int()).check(z.minimum(0)), 0),
  pageSize: z._default(z.coerce.number().check(z.int()).check(z.minimum(1)).check(z.maximum(10_000)), 100),
  urlsPerFolder: z._default(z.coerce.number().check(z.int()).check(z.minimum(0)).check(z.maximum(100)), 50),
  sortBy: z._default(z.enum(censusFolderSortColumns), 'FOLDER_NAME'),
  sortDesc: z._default(booleanParam, false),
});

/** A folder as a row (SiteCensusUrlFolderResultDTO); matched rows nest a preview of direct URLs. */
function folderRow(folder: Folder, matched: boolean, preview?: { urls: FoundUrl[]; cap: number }): UrlFolder {
  const parent = parentOf(folder.folderPath);
  const { latestFound, ...counts } = countsOf(folder.subtree);
  return {
    folderPath: folder.folderPath,
    folderName: nameOf(folder.folderPath),
    ...(parent !== undefined ? { parentFolderPath: parent } : {}),
    baseDomain: folder.baseDomain,
    host: folder.host,
    ...counts,
    ...(latestFound ? { latestFound } : {}),
    matched,
    ...(matched && preview && preview.cap > 0
      ? {
          matchedUrlCount: preview.urls.length,
          urls: [...preview.urls]
            .sort(byUrl)
            .slice(0, preview.cap)
            .map((url) => folderUrl(url, true)),
        }
      : {}),
  };
}

/**
 * GET …/url-folders: browse one level of a host's folder tree (or every host's root), or search
 * folders and pages — in the included view, or the excluded one (external and ignored URLs).
 */
export function urlFolders(state: CensusState, query: URLSearchParams): UrlFolderPage {
  const params = readQuery(foldersQuerySchema, query);
  const host = params.host?.trim().toLowerCase() || undefined;
  const search = params.searchPattern?.trim() || undefined;
  if (params.parentFolderPath?.trim() && !host)
    badRequest('parentFolderPath needs host', {
      valid: false,
      issues: [
        { path: ['parentFolderPath'], message: 'Give the host the folder belongs to', code: 'custom' },
      ],
    });
  if (!search && params.pageSize > 1000)
    badRequest('pageSize is at most 1000 without a searchPattern', {
      valid: false,
      issues: [{ path: ['pageSize'], message: 'At most 1000 when browsing', code: 'too_big' }],
    });
  const parent = host ? normalizeFolderPath(params.parentFolderPath?.trim() || '/') : undefined;
  const folders = folderIndex(state.found.filter((url) => url.included !== params.returnExcludedOnly));
  const sortValue = (folder: Folder) => {
    const counts = countsOf(folder.subtree);
    return {
      FOLDER_NAME: host ? nameOf(folder.folderPath) : folder.host,
      TOTAL_URLS: counts.totalUrls,
      URLS_TO_VISIT: counts.urlsToVisit,
      VISITED_URLS: counts.visitedUrls,
      BROKEN_URLS: counts.brokenUrls,
      LAST_FOUND: counts.latestFound,
    }[params.sortBy];
  };
  const sorted = (list: Folder[]) =>
    list.sort((a, b) => {
      const order = compareValues(sortValue(a), sortValue(b));
      return (
        (params.sortDesc ? -order : order) ||
        compareValues(a.host, b.host) ||
        compareValues(a.folderPath, b.folderPath)
      );
    });

  if (!search) {
    const level = [...folders.values()].filter((folder) =>
      host ? folder.host === host && parentOf(folder.folderPath) === parent : folder.folderPath === '/',
    );
    const { items, pagination } = pageOf(sorted(level), params.page, params.pageSize);
    return {
      metadata: { pagination },
      folders: items.map((folder) =>
        folderRow(folder, true, { urls: folder.direct, cap: params.urlsPerFolder }),
      ),
    };
  }

  const matchesPage = pageNameTest(search);
  const needle = search.toLowerCase();
  const inScope = (folder: Folder) =>
    (!host || folder.host === host) &&
    (parent === undefined ||
      parent === '/' ||
      folder.folderPath === parent ||
      folder.folderPath.startsWith(`${parent}/`));
  const hits = [...folders.values()].flatMap((folder) => {
    if (!inScope(folder)) return [];
    const pages = folder.direct.filter((url) => matchesPage(url.item.pageName));
    const ownName = folder.folderPath === '/' ? folder.host : nameOf(folder.folderPath);
    return ownName.toLowerCase().includes(needle) || pages.length ? [{ folder, pages }] : [];
  });
  const { items, pagination } = pageOf(
    sorted(hits.map((hit) => hit.folder)).map((folder) => hits.find((hit) => hit.folder === folder)!),
    params.page,
    params.pageSize,
  );
  const onPage = new Set(items.map((hit) => hit.folder));
  const context = new Map<string, Folder>();
  for (const { folder } of items) {
    for (let path = parentOf(folder.folderPath); path !== undefined; path = parentOf(path)) {
      if (parent !== undefined && path.length < parent.length) break;
      const ancestor = folders.get(keyOf(folder.host, path));
      if (ancestor && !onPage.has(ancestor)) context.set(keyOf(folder.host, path), ancestor);
    }
  }
  return {
    metadata: { pagination },
    folders: [
      ...[...context.values()]
        .sort((a, b) => compareValues(a.host, b.host) || compareValues(a.folderPath, b.folderPath))
        .map((folder) => folderRow(folder, false)),
      ...items.map(({ folder, pages }) =>
        folderRow(folder, true, { urls: pages, cap: params.urlsPerFolder }),
      ),
    ],
  };
}

const folderKeySchema = z.object({
  baseDomain: z
    .string({ error: 'baseDomain is required' })
    .check(z.minLength(1, { error: 'baseDomain is required' })),
  host: z.string({ error: 'host is required' }).check(z.minLength(1, { error: 'host is required' })),
  folderPath: z
    .string({ error: 'folderPath is required' })
    .check(z.minLength(1, { error: 'folderPath is required' })),
});

/** The folder a baseDomain, host and folderPath name among every URL found; 404 when there is none. */
function namedFolder(state: CensusState, query: URLSearchParams) {
  const key = readQuery(folderKeySchema, query);
  const host = key.host.trim().toLowerCase();
  const path = normalizeFolderPath(key.folderPath);
  const folder = folderIndex(state.found).get(keyOf(host, path));
  if (!folder || folder.baseDomain !== key.baseDomain.trim().toLowerCase())
    notFound('Folder', `${host}${path}`);
  return folder;
}

/** GET …/folders/summary: one folder's subtree counts over every found URL, with included and ignored. */
export function folderSummary(state: CensusState, query: URLSearchParams): FolderSummary {
  const folder = namedFolder(state, query);
  const { latestFound: _latest, ...counts } = countsOf(folder.subtree);
  const ignoredUrls = folder.subtree.filter((url) => url.item.ignored).length;
  return {
    censusId: state.basis.id,
    baseDomain: folder.baseDomain,
    host: folder.host,
    folderPath: folder.folderPath,
    ...counts,
    directUrls: folder.direct.length,
    childFolderCount: folder.children.size,
    includedUrls: counts.totalUrls - ignoredUrls,
    ignoredUrls,
    finalized: !state.progress.isRunning && state.basis.sessions.length > 0,
  };
}

const folderUrlsQuerySchema = z.object({
  searchPattern: z.optional(z.string()),
  page: z._default(z.coerce.number().check(z.int()).check(z.minimum(0)), 0),
  pageSize: z._default(z.coerce.number().check(z.int()).check(z.minimum(100)).check(z.maximum(1000)), 100),
  sortBy: z._default(z.enum(censusFolderUrlSortColumns), 'URL'),
  sortDesc: z._default(booleanParam, false),
});

/** GET …/folders/urls: the URLs directly in a folder (every view), optionally by page name, sorted then by (URL, id), paged. */
export function folderUrls(state: CensusState, query: URLSearchParams): FolderUrlPage {
  const folder = namedFolder(state, query);
  const params = readQuery(folderUrlsQuerySchema, query);
  const search = params.searchPattern?.trim();
  const test = search ? pageNameTest(search) : () => true;
  const value = (url: FoundUrl) =>
    params.sortBy === 'STATUS_CODE'
      ? url.status
      : params.sortBy === 'LAST_FOUND'
        ? url.foundAt
        : url.item.url;
  const rows = folder.direct
    .filter((url) => test(url.item.pageName))
    .sort((a, b) => {
      const order = compareValues(value(a), value(b));
      return (params.sortDesc ? -order : order) || byUrl(a, b);
    });
  const { items, pagination } = pageOf(rows, params.page, params.pageSize);
  return { metadata: { pagination }, urls: items.map((url) => folderUrl(url, false)) };
}
