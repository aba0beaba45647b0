// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runVendors } from '../../db/run-data/run-level';
import { reportTestMock } from '../test-harness';

const { call, completedRun } = reportTestMock();

interface Row {
  id: number;
  config: {
    name: string;
    metricType: string;
    targetValueComparator: { operator: string; targetValue?: number };
  };
  result: { status: string; actualValue?: number; currentRunValue?: number; previousRunValue?: number };
  history: Array<{ runId: number; status: string; actualValue?: number }>;
}

/** Every alert of the run, in one page. */
async function allAlerts(auditId: number, runId: number, body: Record<string, unknown> = {}): Promise<Row[]> {
  return (await call('alert-summary', 'alerts', { auditId, runId, body, query: { size: 100 } })).body.alerts;
}

describe('alert summary', () => {
  it('measures each alert on the run’s own data and triggers it by its threshold', async () => {
    const { auditId, runId, data } = completedRun();
    const alerts = await allAlerts(auditId, runId);
    const byMetric = (metric: string) => alerts.find((alert) => alert.config.metricType === metric)!;

    const load = byMetric('PAGE_SUMMARY_AVG_PAGE_LOAD_TIME');
    const mean = Math.round(data.pages.reduce((sum, page) => sum + page.loadTime, 0) / data.pages.length);
    expect(load.result.actualValue).toBe(mean);
    expect(load.result.status).toBe(mean > 3000 ? 'TRIGGERED' : 'NOT_TRIGGERED');

    const broken = byMetric('PAGE_SUMMARY_BROKEN_FINAL_PAGE_COUNT');
    const brokenPages = data.pages.filter((page) => page.statusCode >= 400).length;
    expect(broken.result.actualValue).toBe(brokenPages);
    expect(broken.result.status).toBe(brokenPages > 0 ? 'TRIGGERED' : 'NOT_TRIGGERED');

    const tags = byMetric('TAG_INVENTORY_UNIQUE_TAG_COUNT');
    expect(tags.result.actualValue).toBe(runVendors(data).length);
    expect(tags.config.targetValueComparator).toEqual({
      operator: 'LESS',
      targetValue: data.site.stack.length,
    });

    const summary = (await call('page-summary', 'summary', { auditId, runId })).body;
    expect(load.result.actualValue).toBe(summary.averagePageLoadTime);
  });

  it('agrees with the overview: as many triggered alerts as the filtered list holds', async () => {
    const { auditId, runId } = completedRun();
    const overview = (await call('alert-summary', 'overview', { auditId, runId })).body.alerts;
    const alerts = await allAlerts(auditId, runId);
    expect(overview.map((alert: { id: number }) => alert.id)).toEqual(alerts.map((alert) => alert.id));
    for (const status of ['TRIGGERED', 'NOT_TRIGGERED']) {
      const listed = await call('alert-summary', 'alerts', { auditId, runId, body: { status } });
      const counted = overview.filter((alert: { status: string }) => alert.status === status).length;
      expect(listed.body.metadata.pagination.totalCount).toBe(counted);
    }
    expect(overview.some((alert: { status: string }) => alert.status === 'TRIGGERED')).toBe(true);
  });

  it('filters by name, metric and subscription, and pages the list', async () => {
    const { auditId, runId } = completedRun();
    const alerts = await allAlerts(auditId, runId);
    expect(await allAlerts(auditId, runId, { alertName: 'BROKEN' })).toEqual(
      alerts.filter((alert) => alert.config.name.toLowerCase().includes('broken')),
    );
    const metrics = ['TAG_INVENTORY_UNIQUE_TAG_COUNT', 'SCORE_TOTAL'];
    expect(await allAlerts(auditId, runId, { metricTypes: metrics })).toEqual(
      alerts.filter((alert) => metrics.includes(alert.config.metricType)),
    );
    const subscribed = await allAlerts(auditId, runId, { subscribedOnly: true });
    expect(
      subscribed.every((alert) => (alert.config as { isUserSubscribed?: boolean }).isUserSubscribed),
    ).toBe(true);
    const second = await call('alert-summary', 'alerts', { auditId, runId, query: { size: 2, page: 1 } });
    expect(second.body.alerts).toEqual(alerts.slice(2, 4));
    expect(second.body.metadata.pagination.totalCount).toBe(alerts.length);
  });

  it('answers one alert like its list row, and its history ends with this run', async () => {
    const { auditId, runId } = completedRun();
    const [first] = await allAlerts(auditId, runId);
    const one = await call('alert-summary', 'alert', { auditId, runId, params: { alertId: first!.id } });
    expect(one.status).toBe(200);
    expect(one.body).toEqual({
      id: first!.id,
      config: first!.config,
      result: first!.result,
      alertConfigExists: true,
    });
    expect(first!.history.at(-1)).toMatchObject({ runId, ...first!.result });
    const runs = (await call('page-summary', 'trends', { auditId, runId })).body.runs;
    expect(first!.history.map((item) => item.runId)).toEqual(
      runs.map((item: { runId: number }) => item.runId),
    );
    const unknown = await call('alert-summary', 'alert', { auditId, runId, params: { alertId: 1 } });
    expect(unknown.status).toBe(404);
  });

  it('compares run-over-run alerts with the previous run', async () => {
    let checked = 0;
    for (let index = 0; index < 6; index++) {
      const { auditId, runId, data } = completedRun(index);
      const change = (await allAlerts(auditId, runId)).find(
        (alert) => alert.config.metricType === 'PAGE_SUMMARY_PAGE_COUNT',
      );
      if (!change || change.result.status === 'PREVIOUS_RUN_NOT_FOUND') continue;
      const { currentRunValue, previousRunValue, actualValue } = change.result;
      expect(currentRunValue).toBe(data.pages.length);
      expect(actualValue).toBe(
        Math.round((Math.abs(currentRunValue! - previousRunValue!) / previousRunValue!) * 1000) / 10,
      );
      expect(change.result.status).toBe(actualValue! >= 10 ? 'TRIGGERED' : 'NOT_TRIGGERED');
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('rejects a bad filter with 400', async () => {
    const { auditId, runId } = completedRun();
    expect(
      (await call('alert-summary', 'alerts', { auditId, runId, body: { status: 'MAYBE' } })).status,
    ).toBe(400);
    expect(
      (await call('alert-summary', 'alerts', { auditId, runId, body: { metricTypes: ['LOAD_TIME'] } }))
        .status,
    ).toBe(400);
  });
});
