import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { numberedPage, type PageAnswer, type PageRequest } from '@/api/pagination';
import { fetchReport, reportQueries } from '@/api/reports/queries';
import { runPagesReader, runQueries } from '@/api/runs/queries';
import type { RunPage, RunPagesSort } from '@/api/runs/schemas';
import { statusFilterBody, type PageStatusFilter } from '../page-status';

/** The page summary's sort keys for the pages tab's columns (a filtered list is read from it). */
const summarySort: Record<RunPagesSort, string> = {
  url: 'page_url',
  load_time: 'page_load_time',
  status_code: 'final_page_status_code',
  size: 'size',
};

/** A row of the page summary's pages as a run page. */
type SummaryPageRow = Awaited<ReturnType<typeof fetchReport<'page-summary', 'pages'>>>['pages'][number];
const asRunPage = (row: SummaryPageRow): RunPage => ({
  id: row.pageId ?? '',
  url: row.pageUrl ?? row.finalPageUrl ?? '',
  loadTime: row.pageLoadTime,
  statusCode: row.finalPageStatusCode ?? row.pageStatusCode,
  size: row.size,
});

/** Rows a whole download reads per request from the page summary's pages (the contract's largest). */
const SUMMARY_PAGES_SIZE = 1000;

/**
 * The page reader of the whole list a view shows (its sort and status filter, every page of results):
 * the pages list, or the page summary's pages when a status filter is on.
 */
export function runPagesViewReader(
  auditId: number,
  runId: number,
  view: Pick<RunPagesView, 'sort' | 'status'>,
): { readPage: (request: PageRequest) => Promise<PageAnswer<RunPage>>; pageSize: number } {
  const { sort, status } = view;
  if (!status)
    return {
      readPage: runPagesReader(auditId, runId, { sortBy: sort?.id, sortDesc: sort?.desc }),
      pageSize: SUMMARY_PAGES_SIZE,
    };
  return {
    readPage: async ({ page, signal }) => {
      const answer = await fetchReport(
        'page-summary',
        'pages',
        {
          auditId,
          runId,
          query: {
            page,
            size: SUMMARY_PAGES_SIZE,
            sortBy: sort ? summarySort[sort.id] : undefined,
            sortDesc: sort ? sort.desc : undefined,
          },
          body: { finalPageStatusCode: statusFilterBody(status) },
        },
        signal,
      );
      return numberedPage(answer.metadata.pagination, answer.pages.map(asRunPage));
    },
    pageSize: SUMMARY_PAGES_SIZE,
  };
}

/** Which pages of the run to show: the page of results (from 1), its size, sort and status filter. */
export interface RunPagesView {
  page: number;
  size: number;
  sort: { id: RunPagesSort; desc: boolean } | undefined;
  status: PageStatusFilter | undefined;
}

/**
 * One page of a run's pages. The pages list (GET …/pages) has no status filter, so a status-filtered
 * view reads the page summary's pages (POST RP/page-summary/pages, `finalPageStatusCode`: one code
 * or a class's range), sorted and paged by the service, and shows its rows as run pages.
 */
export function useRunPages(auditId: number, runId: number, view: RunPagesView) {
  const { page, size, sort, status } = view;
  const all = useQuery({
    ...runQueries.pages(auditId, runId, { page: page - 1, size, sortBy: sort?.id, sortDesc: sort?.desc }),
    enabled: status === undefined,
    placeholderData: keepPreviousData,
  });
  const filtered = useQuery({
    ...reportQueries.operation('page-summary', 'pages', {
      auditId,
      runId,
      query: {
        page: page - 1,
        size,
        sortBy: sort ? summarySort[sort.id] : undefined,
        sortDesc: sort ? sort.desc : undefined,
      },
      body: status ? { finalPageStatusCode: statusFilterBody(status) } : {},
    }),
    enabled: status !== undefined,
    placeholderData: keepPreviousData,
    select: (answer) => ({ metadata: answer.metadata, pages: answer.pages.map(asRunPage) }),
  });
  return status === undefined ? all : filtered;
}
