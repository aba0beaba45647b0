import { queryOptions, type UseMutationOptions } from '@tanstack/react-query';
import { resources } from '@/api/resources';
import { callOperation, operationMutation, operationQuery, type OperationCall } from '@/api/resources/client';
import type { Params } from '@/api/resources/define';
import type {
  CurrentResults,
  FolderSummary,
  FolderUrlPage,
  FoundCensusPage,
  PatternPreview,
  UrlFolderPage,
  UrlPatternInput,
} from '@/api/site-censuses/schemas';

const def = resources['site-censuses'];

/** Re-read every second while the census is running (its counts grow by themselves). */
export const POLL_MS = 1000;

/**
 * Root key of a census's results (counts, patterns, folders, URLs): apart from the resource's own
 * root, so that deleting a census does not re-read the results of the census just deleted.
 */
export const RESULTS_KEY = ['site-censuses-results'] as const;
/** What a start or stop makes stale: the censuses and their results. */
const stale = [def.key, RESULTS_KEY];

/** What the census read operations answer, by name (the definition's schemas check them). */
interface Answers {
  currentResults: CurrentResults;
  urlFolders: UrlFolderPage;
  folderSummary: FolderSummary;
  folderUrls: FolderUrlPage;
  finder: FoundCensusPage;
}

/**
 * Query options of a census read operation, typed by its answer; re-read every second while the
 * census runs (`live`; the current results know it themselves).
 */
export function censusQuery<Name extends keyof Answers>(
  name: Name,
  censusId?: number,
  query: Params = {},
  live = false,
) {
  const call: OperationCall = { ...(censusId !== undefined ? { path: { censusId } } : {}), query };
  return queryOptions({
    queryKey: [...RESULTS_KEY, ...operationQuery(def, name, call).queryKey],
    queryFn: ({ signal }) => callOperation(def.ops![name]!, call, signal) as Promise<Answers[Name]>,
    refetchInterval: (state) =>
      live ||
      (name === 'currentResults' &&
        (state.state.data as CurrentResults | undefined)?.resultsSummary.isRunning)
        ? POLL_MS
        : false,
  });
}

/** Start and stop (they make the whole resource stale), and the URL preview (a read: it changes nothing). */
export const censusMutations = {
  start: () => ({ ...operationMutation(def, 'start'), meta: { invalidates: stale } }),
  stop: () => ({ ...operationMutation(def, 'stop'), meta: { invalidates: stale } }),
  urlPreview: (censusId: number): UseMutationOptions<PatternPreview, Error, UrlPatternInput> => ({
    mutationFn: (body) =>
      callOperation(def.ops!.urlPreview!, { path: { censusId }, body }) as Promise<PatternPreview>,
  }),
};

/** The query of a census's result counts (shared by the status, the results and the folders). */
export const censusSummaryQuery = (censusId: number) =>
  censusQuery('currentResults', censusId, { pageSize: '100' });
