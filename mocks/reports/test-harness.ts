import { afterAll, beforeAll, beforeEach } from 'vitest';
import { DEMO_API_KEY } from '@/api/demo';
import type { ReportFamilyId } from '@/api/reports/queries';
import { reportUrl, type ReportArgs } from '@/api/reports/queries';
import { reportFamilies } from '@/api/reports/families';
import type { ReportOperation } from '@/api/reports/define';
import { mockCall } from '../lib/test-call';
import { createTestMock } from '../node';
import { completedRun as scenarioRun } from '../testing/scenarios';

/** Start the msw/node mock for a report test file (reset before each test) and return its helpers. */
export function reportTestMock() {
  const mock = createTestMock();
  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => mock.server.close());
  beforeEach(() => mock.reset());

  const { send } = mockCall();
  /** Call a report operation as the demo administrator; answers status and parsed body. */
  function call(family: ReportFamilyId, name: string, args: ReportArgs, key: string | null = DEMO_API_KEY) {
    const op = (reportFamilies[family] as Record<string, ReportOperation>)[name]!;
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(args.query ?? {})) if (v !== undefined) query.set(k, String(v));
    const body = op.method === 'POST' ? (args.body ?? {}) : undefined;
    return send(op.method, `${reportUrl(op, family, name, args)}?${query}`, { body, key });
  }

  /** The n-th audit and its latest completed run with pages, and the run's generated data. */
  const completedRun = (index = 0) => scenarioRun(mock.ref.current, { audit: index });

  return { mock, call, completedRun };
}
