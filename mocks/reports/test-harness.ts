import { afterAll, beforeAll, beforeEach } from 'vitest';
import { DEMO_API_KEY } from '@/api/demo';
import type { ReportFamilyId } from '@/api/reports/queries';
import { reportUrl, type ReportArgs } from '@/api/reports/queries';
import { reportFamilies } from '@/api/reports/families';
import type { ReportOperation } from '@/api/reports/define';
import { runData } from '../db/run-data';
import type { RunRow } from '../db/types';
import { createTestMock } from '../node';

const ORIGIN = 'http://mock.test';

/** Start the msw/node mock for a report test file (reset before each test) and return its helpers. */
export function reportTestMock() {
  const mock = createTestMock();
  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => mock.server.close());
  beforeEach(() => mock.reset());

  /** Call a report operation as the demo administrator; answers status and parsed body. */
  async function call(
    family: ReportFamilyId,
    name: string,
    args: ReportArgs,
    key: string | null = DEMO_API_KEY,
    // The tests read whatever the handler answered.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<{ status: number; body: any }> {
    const op = (reportFamilies[family] as Record<string, ReportOperation>)[name]!;
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(args.query ?? {})) if (v !== undefined) query.set(k, String(v));
    const response = await fetch(`${ORIGIN}${reportUrl(family, name, args)}?${query}`, {
      method: op.method,
      headers: {
        ...(key === null ? {} : { Authorization: key }),
        ...(op.method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
      },
      body: op.method === 'POST' ? JSON.stringify(args.body ?? {}) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
  }

  /** The n-th audit and its latest completed run with pages, and the run's generated data. */
  function completedRun(index = 0): {
    auditId: number;
    runId: number;
    run: RunRow;
    data: NonNullable<ReturnType<typeof runData>>;
  } {
    const audit = mock.ref.current.audits.all()[index]!;
    const run = mock.ref.current.runs.get(audit.id)!.find((r) => r.completed && r.totalUrl > 0)!;
    return { auditId: audit.id, runId: run.id, run, data: runData(mock.ref.current, audit.id, run.id)! };
  }

  return { mock, call, completedRun };
}
