/**
 * Named scenarios of a route test (in the style of Grafana's mock scenarios): the seeded rows a test
 * starts from, and msw overrides for what the service should answer. `routeTestMock()` gives each
 * file its `scenario`; overrides end with the test (handlers reset after each).
 */
import { http, HttpResponse } from 'msw';
import { afterEach } from 'vitest';
import type { createTestMock } from '@mocks/node';
import * as seeded from '@mocks/testing/scenarios';
import { DEMO_ANALYST_KEY } from '@/api/demo';

type TestMock = ReturnType<typeof createTestMock>;

/** How a read fails: a status with the spec's error body (its fields given), or no answer at all (network error). */
export type Fault = 'network' | { status: number; message?: string; details?: string; timestamp?: string };

/** The HTTP method of a read: GET, or POST for grid and report queries. */
export type ReadMethod = 'GET' | 'POST';

const handlerFor = { GET: http.get, POST: http.post } as const;

/** The answer of a fault. */
function faultAnswer(fault: Fault) {
  if (fault === 'network') return HttpResponse.error();
  const { status, ...body } = fault;
  return HttpResponse.json(body, { status });
}

/** The scenarios of one route test file, over its mock (see routeTestMock). */
export function scenarios(mock: TestMock) {
  const db = () => mock.ref.current;
  const listeners: Array<(event: { request: Request }) => void> = [];
  afterEach(() => {
    for (const listener of listeners.splice(0)) mock.server.events.removeListener('request:start', listener);
  });

  return {
    /** An audit and its newest completed run with pages (see @mocks/testing/scenarios). */
    completedRun: (options?: seeded.CompletedRunOptions) => seeded.completedRun(db(), options),
    /** The first audit whose latest run has completed, so a new run may start. */
    idleAudit: () => seeded.idleAudit(db()),
    /** The first audit whose latest run is still going. */
    runningAudit: () => seeded.runningAudit(db()),
    /** The first manual journey's newest completed run, and the run's page address. */
    completedManualRun() {
      const { journey, journeyId, run } = seeded.completedManualRun(db());
      return { journey, journeyId, run, path: `/manual-journeys/${journeyId}/runs/${run.id}` };
    },
    /**
     * Make one read (`path` as msw matches it: `/v2/web-audits/:id/runs`) fail with `fault` until
     * `recover()`, after which the mock answers it again.
     */
    failingRead(path: string, fault: Fault, method: ReadMethod = 'GET') {
      let failing = true;
      mock.server.use(handlerFor[method](`*${path}`, () => (failing ? faultAnswer(fault) : undefined)));
      return { recover: () => void (failing = false) };
    },
    /** Answer a list read (`path` as msw matches it) with no items. */
    emptyList(path: string) {
      mock.server.use(http.get(`*${path}`, () => HttpResponse.json([])));
    },
    /** The renderRoute options of a signed-in non-admin (the demo analyst). */
    nonAdmin: () => ({ apiKey: DEMO_ANALYST_KEY }),
    /** The requests the app sends from now until the test ends, in order: `urls()`, `paths()`, `clear()`. */
    requests() {
      const sent: Request[] = [];
      const listener = ({ request }: { request: Request }) => void sent.push(request);
      listeners.push(listener);
      mock.server.events.on('request:start', listener);
      return {
        urls: () => sent.map((request) => request.url),
        paths: () => sent.map((request) => new URL(request.url).pathname),
        clear: () => void sent.splice(0),
      };
    },
  };
}

/** The scenarios of a route test file. */
export type Scenarios = ReturnType<typeof scenarios>;
