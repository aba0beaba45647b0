// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  gridEntityPathTypes,
  gridResponseSchema,
  gridSchemaSchema,
  type GridEntityPathType,
} from '@/api/grid/query-schemas';
import { pageDetail } from '../db/run-data/page-detail';
import { runData } from '../db/run-data';
import { createDb, mockOptions } from '../db/seed';
import { DETAIL_PAGES_PER_RUN, latestRuns } from './context';
import { gridSchema, queryGrid } from './engine';

const db = createDb(mockOptions());

const referenceFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../shared/reference/observepoint-grid-reports-api-openapi.yml',
);
const enumNames: Record<GridEntityPathType, string> = {
  'web-audit-runs': 'AuditRunsGridColumnEnum',
  'web-journey-runs': 'WebJourneyRunsGridColumnEnum',
  pages: 'PagesGridColumnEnum',
  cookies: 'CookiesGridColumnEnum',
  tags: 'TagsGridColumnEnum',
  'tag-variables': 'TagVariablesGridColumnEnum',
  links: 'LinksGridColumnEnum',
  'accessibility-issues': 'AccessibilityIssuesGridColumnEnum',
  'network-requests': 'NetworkRequestsGridColumnEnum',
  'browser-logs': 'BrowserLogsGridColumnEnum',
  rules: 'RulesGridColumnEnum',
};

describe('grid schemas', () => {
  it.each(gridEntityPathTypes)(
    '%s: unique column ids, each with operators, some shown by default',
    (type) => {
      const schema = gridSchemaSchema.parse(gridSchema(type));
      const ids = schema.columns.map((column) => column.columnId);
      expect(new Set(ids).size).toBe(ids.length);
      for (const column of schema.columns) expect(column.supportedFilterOperators.length).toBeGreaterThan(0);
      expect(schema.columns.some((column) => column.isIncludedByDefault)).toBe(true);
    },
  );

  it.skipIf(!fs.existsSync(referenceFile))(
    'uses only column ids and reference types the reference defines',
    () => {
      const doc = parse(fs.readFileSync(referenceFile, 'utf8')) as {
        components: { schemas: Record<string, { enum?: string[] }> };
      };
      for (const type of gridEntityPathTypes) {
        const allowed = new Set(doc.components.schemas[enumNames[type]]?.enum ?? []);
        const unknown = gridSchema(type).columns.filter((column) => !allowed.has(column.columnId));
        expect(unknown.map((column) => `${type}: ${column.columnId}`)).toEqual([]);
      }
      const referenceTypes = new Set(doc.components.schemas.GridApi_EntityReferenceTypeEnum?.enum ?? []);
      const used = gridEntityPathTypes.flatMap((type) =>
        gridSchema(type).columns.flatMap((column) => (column.referenceType ? [column.referenceType] : [])),
      );
      expect(used.filter((referenceType) => !referenceTypes.has(referenceType))).toEqual([]);
    },
  );
});

describe('grid rows', () => {
  it.each(gridEntityPathTypes)('%s: every column reads a value for every row of a page', (type) => {
    const columns = gridSchema(type).columns.map((column) => ({ columnId: column.columnId }));
    const answer = gridResponseSchema.parse(queryGrid(db, type, { columns, size: 50 }));
    expect(answer.metadata.pagination.totalCount).toBeGreaterThan(0);
    expect(answer.rows.length).toBe(Math.min(50, answer.metadata.pagination.totalCount));
    for (const row of answer.rows) expect(row).toHaveLength(columns.length);
  });

  it('audit runs are every run of every live audit', () => {
    const runs = db.audits.all().reduce((sum, audit) => sum + (db.runs.get(audit.id)?.length ?? 0), 0);
    expect(queryGrid(db, 'web-audit-runs', {}).metadata.pagination.totalCount).toBe(runs);
  });

  it("pages are the pages of each audit's latest completed run, as the run's page list has them", () => {
    const latest = latestRuns(db);
    const total = latest.reduce((sum, ctx) => sum + ctx.run.totalUrl, 0);
    expect(queryGrid(db, 'pages', {}).metadata.pagination.totalCount).toBe(total);
    const { audit, run } = latest[1]!;
    const answer = queryGrid(db, 'pages', {
      columns: [{ columnId: 'PAGE_ID' }, { columnId: 'FINAL_PAGE_URL' }, { columnId: 'PAGE_LOAD_TIME' }],
      filters: {
        conditions: [
          { operator: 'integer_in', filteredColumn: { columnId: 'AUDIT_RUN_ID' }, args: [run.id] },
        ],
      },
      size: 10_000,
    });
    const pages = runData(db, audit.audit.id, run.id)!.pages;
    expect(answer.rows).toEqual(pages.map((page) => [page.id, page.url, page.loadTime]));
  });

  it('tags, cookies and rule results of a page match its detail', () => {
    const { audit, run } = latestRuns(db)[0]!;
    const data = runData(db, audit.audit.id, run.id)!;
    const page = data.pages[3]!;
    const detail = pageDetail(data.site, page);
    const onPage = {
      conditions: [
        { operator: 'integer_in' as const, filteredColumn: { columnId: 'AUDIT_RUN_ID' }, args: [run.id] },
        {
          operator: 'string_contains' as const,
          filteredColumn: { columnId: 'PAGE_ID' },
          arg: page.id,
          wildcardStart: false,
          wildcardEnd: false,
        },
      ],
    };
    const tags = queryGrid(db, 'tags', { columns: [{ columnId: 'TAG_ID' }], filters: onPage, size: 1000 });
    expect(tags.rows.map((row) => row[0])).toEqual(
      detail.tags.flatMap((tag) => tag.harEntryIndices.map(() => tag.vendor.tagId)),
    );
    const cookies = queryGrid(db, 'cookies', {
      columns: [{ columnId: 'COOKIE_NAME' }],
      filters: onPage,
      size: 1000,
    });
    expect(cookies.rows.map((row) => row[0])).toEqual(detail.cookies.map((cookie) => cookie.name));
    const requests = queryGrid(db, 'network-requests', {
      columns: [{ columnId: 'REQUEST_URL' }],
      filters: onPage,
      size: 1000,
    });
    expect(requests.rows.map((row) => row[0])).toEqual(detail.requests.map((request) => request.url));
  });

  it('detail grids cover the first pages of each latest run', () => {
    const answer = queryGrid(db, 'browser-logs', {
      columns: [
        { columnId: 'AUDIT_RUN_ID', groupBy: true },
        { aggregateFunction: 'count_distinct', aggregatedColumn: { columnId: 'PAGE_ID' } },
      ],
      size: 1000,
    });
    for (const [, pages] of answer.rows) expect(pages).toBeLessThanOrEqual(DETAIL_PAGES_PER_RUN);
  });

  it('is deterministic: the same seed gives the same rows', () => {
    const other = createDb(mockOptions());
    for (const type of ['pages', 'web-journey-runs', 'accessibility-issues'] as const) {
      const request = {
        columns: gridSchema(type)
          .columns.slice(0, 12)
          .map((c) => ({ columnId: c.columnId })),
        size: 200,
      };
      expect(queryGrid(other, type, request).rows).toEqual(queryGrid(db, type, request).rows);
    }
  });

  it('follows changes to the database: an archived audit leaves the grids', () => {
    const fresh = createDb(mockOptions());
    const [first] = latestRuns(fresh);
    const before = queryGrid(fresh, 'pages', {}).metadata.pagination.totalCount;
    fresh.audits.update(first!.audit.audit.id, { deleted: true });
    expect(queryGrid(fresh, 'pages', {}).metadata.pagination.totalCount).toBe(before - first!.run.totalUrl);
  });
});
