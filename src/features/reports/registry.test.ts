// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMock } from '@mocks/node';
import { DEMO_API_KEY } from '@/api/demo';
import type { ReportOperation } from '@/api/reports/define';
import { familyIds, reportFamilies } from '@/api/reports/families';
import { fetchReport, type ReportOpName } from '@/api/reports/queries';
import type { FamilyId } from '@/api/reports/families';
import { initSession, signIn } from '@/api/session';
import { familyScreens } from './registry';
import { drillTable, tableArgs } from './request';
import { tileOperations, tileValue } from './tiles';
import type { ReportRow, ReportTable } from './types';

const BASE = 'http://api.test';
const mock = createTestMock();

beforeAll(() => {
  mock.server.listen({ onUnhandledFrame: 'error' });
  initSession({ baseUrl: BASE });
  signIn({ apiKey: DEMO_API_KEY, baseUrl: BASE, remember: false });
});
afterAll(() => mock.server.close());

function fixtureRun() {
  const audit = mock.ref.current.audits.all()[0]!;
  const run = mock.ref.current.runs.get(audit.id)!.find((r) => r.completed && r.totalUrl > 0)!;
  return { auditId: audit.id, runId: run.id };
}

const operations = (family: FamilyId) => reportFamilies[family] as Record<string, ReportOperation>;

/** The rows a table shows in total: the list's totalCount, or the length of the answer's array. */
async function tableTotal(family: FamilyId, table: ReportTable, params: Record<string, string>) {
  const op = operations(family)[table.op]!;
  const args = tableArgs(table, { ...fixtureRun(), filters: {}, params });
  const answer = (await fetchReport(family, table.op as ReportOpName<FamilyId>, {
    ...args,
    query: op.list ? { page: 0, size: op.list.size } : undefined,
  })) as ReportRow;
  const metadata = answer.metadata as { pagination: { totalCount: number } } | undefined;
  if (metadata) return metadata.pagination.totalCount;
  return table.rows === '' ? 1 : (answer[table.rows] as unknown[]).length;
}

describe.each(familyIds.map((family) => [family]))('the %s screen', (family) => {
  const screen = familyScreens[family];

  it('names operations of its own family and views that exist', () => {
    const ops = operations(family);
    if (screen.summary) expect(ops[screen.summary.op], screen.summary.op).toBeDefined();
    for (const view of screen.views) {
      for (const table of view.tables) expect(ops[table.op], `${view.id}/${table.id}`).toBeDefined();
    }
    for (const tile of screen.summary?.tiles ?? []) {
      if (tile.drill) expect(screen.views.map((view) => view.id)).toContain(tile.drill.view);
    }
  });

  it('has summary numbers that equal the row count of the drill-down they open', async () => {
    if (!screen.summary) return;
    const answers = new Map<string, unknown>();
    for (const op of tileOperations(screen.summary.op, screen.summary.tiles)) {
      answers.set(op, await fetchReport(family, op as ReportOpName<FamilyId>, { ...fixtureRun(), body: {} }));
    }
    for (const tile of screen.summary.tiles) {
      const value = tileValue(tile, answers.get(tile.op ?? screen.summary.op));
      expect(value, `${tile.label} is a number`).toBeTypeOf('number');
      if (!tile.drill) continue;
      const view = screen.views.find((candidate) => candidate.id === tile.drill!.view)!;
      const params = tile.drill.params ?? {};
      const table = drillTable(view, tile.drill)!;
      expect(await tableTotal(family, table, params), `${tile.label} → ${view.id}/${table.id}`).toBe(value);
    }
  });
});

describe.each(familyIds.map((family) => [family]))('the %s drill-downs', (family) => {
  const screen = familyScreens[family];

  it('accept the selection of a row of every table: each table after it answers without an error', async () => {
    for (const view of screen.views) {
      for (const [index, table] of view.tables.entries()) {
        if (!table.select || (table.needs ?? []).length > 0) continue;
        const op = operations(family)[table.op]!;
        const answer = (await fetchReport(family, table.op as ReportOpName<FamilyId>, {
          ...tableArgs(table, { ...fixtureRun(), filters: {}, params: {} }),
          query: op.list ? { page: 0, size: op.list.size } : undefined,
        })) as ReportRow;
        const first = (table.rows === '' ? [answer] : (answer[table.rows] as ReportRow[]))[0];
        if (!first) continue;
        const params = Object.fromEntries(
          Object.entries(table.select(first)).map(([k, v]) => [k, String(v)]),
        );
        for (const next of view.tables.slice(index + 1)) {
          if (!(next.needs ?? []).every((name) => params[name] !== undefined)) continue;
          // A 400 (a body the operation rejects) or a malformed answer rejects here.
          await expect(
            tableTotal(family, next, params),
            `${view.id}: ${table.id} → ${next.id}`,
          ).resolves.toBeTypeOf('number');
        }
      }
    }
  });
});

describe('one-item drill-downs', () => {
  it.each([
    ['cookie-inventory', 'cookies', 'cookie-pages', 'filteredPageCount'],
    ['file-changes', 'files', 'file-pages', 'pageCount'],
  ] as const)(
    '%s: the pages of the selected item are as many as its row says',
    async (family, from, to, count) => {
      const view = familyScreens[family].views.find((candidate) =>
        candidate.tables.some((t) => t.id === to),
      )!;
      const source = view.tables.find((table) => table.id === from)!;
      const target = view.tables.find((table) => table.id === to)!;
      const op = operations(family)[source.op]!;
      const answer = (await fetchReport(family, source.op as ReportOpName<FamilyId>, {
        ...tableArgs(source, { ...fixtureRun(), filters: {}, params: {} }),
        query: op.list ? { page: 0, size: op.list.size } : undefined,
      })) as ReportRow;
      const row = (answer[source.rows] as ReportRow[]).find((candidate) => Number(candidate[count]) > 0)!;
      const params = Object.fromEntries(Object.entries(source.select!(row)).map(([k, v]) => [k, String(v)]));
      expect(await tableTotal(family, target, params)).toBe(row[count]);
    },
  );
});
