// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageWithDetail } from '../../db/run-data';
import { reportTestMock } from '../test-harness';
import { expectTrendsAgree } from './shared/trend-checks';

const { mock, call, completedRun } = reportTestMock();

const levels = ['error', 'warn', 'info', 'debug', 'other'] as const;
const field = {
  error: 'errorLogCount',
  warn: 'warnLogCount',
  info: 'infoLogCount',
  debug: 'debugLogCount',
  other: 'otherLogCount',
} as const;

interface MessageRow {
  level: string;
  message: string;
  logCount: number;
  pageCount: number;
  relatedTag?: { tagId: number };
}

describe('browser logs', () => {
  it('counts the console messages of every page by level, as the page details do', async () => {
    const { auditId, runId, data } = completedRun();
    const { status, body } = await call('browser-logs', 'summary', { auditId, runId });
    expect(status).toBe(200);
    expect(body.totalPageCount).toBe(data.pages.length);
    expect(body.filteredPageCount).toBe(data.pages.length);
    for (const level of levels) {
      const expected = data.pages.reduce((sum, page) => sum + page.consoleCounts[level], 0);
      expect(body[field[level]]).toBe(expected);
    }
    const errors = levels.reduce((sum, level) => sum + body[field[level]], 0);
    expect(errors).toBeGreaterThan(0);
  });

  it('narrows to one level: the summary, the page list and the messages agree', async () => {
    const { auditId, runId, data } = completedRun();
    const withErrors = data.pages.filter((page) => page.consoleCounts.error > 0);
    const errors = withErrors.reduce((sum, page) => sum + page.consoleCounts.error, 0);
    const summary = await call('browser-logs', 'summary', { auditId, runId, body: { level: 'error' } });
    expect(summary.body.errorLogCount).toBe(errors);
    expect(summary.body.warnLogCount).toBe(0);
    expect(summary.body.filteredPageCount).toBe(withErrors.length);
    const pages = await call('browser-logs', 'pages', { auditId, runId, body: { level: 'error' } });
    expect(pages.body.metadata.pagination.totalCount).toBe(withErrors.length);
    const messages = await call('browser-logs', 'messages', {
      auditId,
      runId,
      body: { level: 'error' },
      query: { size: 1000 },
    });
    const rows = messages.body.messages as MessageRow[];
    expect(rows.every((row) => row.level === 'error')).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.logCount, 0)).toBe(errors);
  });

  it('lists the most common messages with the texts the page details show', async () => {
    const { auditId, runId, data } = completedRun();
    const { body } = await call('browser-logs', 'messages', { auditId, runId, query: { size: 1000 } });
    const rows = body.messages as MessageRow[];
    const all = data.pages.reduce(
      (sum, page) => sum + levels.reduce((n, level) => n + page.consoleCounts[level], 0),
      0,
    );
    expect(rows.reduce((sum, row) => sum + row.logCount, 0)).toBe(all);
    expect(rows[0]!.logCount).toBeGreaterThanOrEqual(rows.at(-1)!.logCount);
    // The top message, counted independently from the page details.
    const top = rows[0]!;
    let logCount = 0;
    let pageCount = 0;
    for (const page of data.pages) {
      const detail = pageWithDetail(mock.ref.current, auditId, runId, page.id)!.detail;
      const same = detail.console.filter(
        (message) =>
          message.level === top.level &&
          message.message === top.message &&
          message.tagId === top.relatedTag?.tagId,
      ).length;
      logCount += same;
      if (same > 0) pageCount++;
    }
    expect(top.logCount).toBe(logCount);
    expect(top.pageCount).toBe(pageCount);
  });

  it('drills from a message to the pages it appears on', async () => {
    const { auditId, runId } = completedRun();
    const { body } = await call('browser-logs', 'messages', { auditId, runId, query: { size: 1000 } });
    const row = (body.messages as MessageRow[]).find((message) => message.pageCount > 1)!;
    const pages = await call('browser-logs', 'pages', {
      auditId,
      runId,
      body: {
        message: { message: row.message, level: row.level },
        ...(row.relatedTag ? { tagId: row.relatedTag.tagId } : { anyRelatedTag: false }),
      },
      query: { size: 1000 },
    });
    expect(pages.body.metadata.pagination.totalCount).toBe(row.pageCount);
    const logs = pages.body.pages.reduce(
      (sum: number, page: Record<string, number>) => sum + page[field[row.level as 'error']]!,
      0,
    );
    expect(logs).toBe(row.logCount);
  });

  it('filters on message text and page filters together', async () => {
    const { auditId, runId, data } = completedRun();
    const needle = 'deprecated';
    const section = new URL(data.pages[1]!.url).pathname.split('/')[1]!;
    const summary = await call('browser-logs', 'summary', {
      auditId,
      runId,
      body: {
        pageUrl: { filterType: 'contains', filterValue: section },
        messageText: { filterType: 'contains', filterValue: needle.toUpperCase() },
      },
    });
    let warnings = 0;
    let pages = 0;
    for (const page of data.pages.filter((candidate) => candidate.url.includes(section))) {
      const detail = pageWithDetail(mock.ref.current, auditId, runId, page.id)!.detail;
      const found = detail.console.filter((message) => message.message.toLowerCase().includes(needle));
      warnings += found.length;
      if (found.length > 0) pages++;
    }
    expect(warnings).toBeGreaterThan(0);
    expect(summary.body.warnLogCount).toBe(warnings);
    expect(summary.body.errorLogCount).toBe(0);
    expect(summary.body.filteredPageCount).toBe(pages);
  });

  it('sorts and pages the page list on the server', async () => {
    const { auditId, runId, data } = completedRun();
    const { body } = await call('browser-logs', 'pages', {
      auditId,
      runId,
      query: { sortBy: 'warn_log_count', sortDesc: true, size: 5, page: 1 },
    });
    const expected = data.pages
      .map((page, index) => ({ warn: page.consoleCounts.warn, index }))
      .sort((a, b) => b.warn - a.warn || a.index - b.index)
      .slice(5, 10)
      .map((row) => row.warn);
    expect(body.pages.map((page: { warnLogCount: number }) => page.warnLogCount)).toEqual(expected);
    expect(body.metadata.pagination.totalCount).toBe(data.pages.length);
    expect(body.metadata.pagination.currentPageNumber).toBe(1);
  });

  it('trends run-relative and over the last days agree for the same run', async () => {
    const { auditId, runId, data } = completedRun();
    const last = await expectTrendsAgree(
      call,
      'browser-logs',
      { auditId, runId },
      { error_logs: 'errorLogCount' },
    );
    expect(last.errorLogCount).toBe(data.pages.reduce((sum, page) => sum + page.consoleCounts.error, 0));
  });

  it('rejects a bad level or message with 400', async () => {
    const { auditId, runId } = completedRun();
    expect((await call('browser-logs', 'summary', { auditId, runId, body: { level: 'fatal' } })).status).toBe(
      400,
    );
    const pages = await call('browser-logs', 'pages', {
      auditId,
      runId,
      body: { message: { message: 'x' } },
    });
    expect(pages.status).toBe(400);
    expect(pages.body.validationReport).toBeDefined();
  });
});
