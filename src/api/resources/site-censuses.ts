import {
  censusInputSchema,
  censusPageSchema,
  censusSchema,
  currentResultsSchema,
  folderSummarySchema,
  folderUrlPageSchema,
  foundCensusPageSchema,
  patternPreviewSchema,
  urlFolderPageSchema,
  urlPatternInputSchema,
  type CensusSummary,
} from '../site-censuses/schemas';

/** A census in the list: its counts and configuration, with the id and name beside them. */
export type CensusRow = CensusSummary & { id: number; name: string };
import { defineResource } from './define';

const ONE = '/v3/site-censuses/{censusId}';
/** Query parameters of the folder key (folders/summary and folders/urls). */
const folderKey = ['baseDomain', 'host', 'folderPath'] as const;
const paging = ['page', 'pageSize', 'sortBy', 'sortDesc'] as const;

/**
 * Site censuses: list, one, create, update, delete; start and stop; the current results (URL
 * patterns), the URL folder tree with one folder's summary and URLs, a URL pattern preview, and
 * the finder (operator-level administrators only).
 */
export const siteCensuses = defineResource({
  key: ['site-censuses'],
  path: '/v3/site-censuses',
  idParam: 'censusId',
  rowId: (row: CensusRow) => row.id,
  list: {
    response: censusPageSchema,
    rows: (answer): CensusRow[] =>
      answer.censuses.map((census) => ({
        ...census,
        id: census.censusConfig.id,
        name: census.censusConfig.name,
      })),
    params: ['filterByName'],
    paging: {
      page: 'page',
      size: 'pageSize',
      pageSize: 1000,
      more: (answer, page) => page + 1 < answer.metadata.pagination.totalPageCount,
    },
  },
  get: { response: censusSchema },
  create: { body: censusInputSchema, response: censusSchema },
  update: { body: censusInputSchema, response: censusSchema },
  remove: {},
  ops: {
    finder: {
      method: 'GET',
      path: '/v3/site-censuses/finder',
      response: foundCensusPageSchema,
      query: ['search', 'page', 'pageSize'],
    },
    start: { method: 'POST', path: `${ONE}/start`, response: censusSchema },
    stop: { method: 'POST', path: `${ONE}/stop`, response: censusSchema },
    currentResults: {
      method: 'GET',
      path: `${ONE}/current-results`,
      response: currentResultsSchema,
      query: [...paging, 'searchPattern', 'returnExcludedOnly'],
    },
    urlPreview: {
      method: 'POST',
      path: `${ONE}/current-results/url-preview`,
      body: urlPatternInputSchema,
      response: patternPreviewSchema,
    },
    urlFolders: {
      method: 'GET',
      path: `${ONE}/url-folders`,
      response: urlFolderPageSchema,
      query: [...paging, 'host', 'parentFolderPath', 'searchPattern', 'returnExcludedOnly', 'urlsPerFolder'],
    },
    folderSummary: {
      method: 'GET',
      path: `${ONE}/folders/summary`,
      response: folderSummarySchema,
      query: folderKey,
    },
    folderUrls: {
      method: 'GET',
      path: `${ONE}/folders/urls`,
      response: folderUrlPageSchema,
      query: [...folderKey, ...paging, 'searchPattern'],
    },
  },
});
