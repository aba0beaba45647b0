// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ANALYST_KEY, DEMO_API_KEY } from '@/api/demo';
import { instantToLocal } from '@/lib/schedule';
import { DST_CHANGES, dayAfter, instantAt } from '@/test/dst-changes';
import { createDb, mockOptions } from '../db/seed';
import { scheduledExportFixtures, scheduledExportStore } from '../db/factories/scheduled-exports';
import { createRoute, type DbRef } from '../lib/route';
import { mockCall } from '../lib/test-call';
import { SEED_DAY, TEST_NOW } from '../lib/test-clock';
import { scheduledExportHandlers } from './scheduled-exports';
import { scheduleHandlers } from './schedules';

const ref: DbRef = { current: createDb(mockOptions({ now: SEED_DAY })) };
const route = createRoute(ref);
const server = setupServer(...scheduledExportHandlers(route), ...scheduleHandlers(route));

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
// Next runs are computed from the clock: it stands at a fixed instant unless a test moves it.
beforeEach(() => {
  ref.current = createDb(mockOptions({ now: SEED_DAY }));
  vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

const { call } = mockCall();

/** A public saved report of the seed. */
const publicReport = () => ref.current.savedReports.all().find((report) => report.visibility === 'public')!;

function newSchedule(overrides: Record<string, unknown> = {}, schedule: Record<string, unknown> = {}) {
  return {
    name: 'Weekly broken pages',
    exportedItemType: 'saved_report',
    exportedItemId: publicReport().id,
    exportFileFormat: 'csv',
    exportEmailConfig: { addExportFileAttachment: true, reportLinkType: 'regular_link' },
    emails: ['avery.chen@acme-outdoors.com'],
    schedule: {
      dtStart: '2026-10-26T09:00:00',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO',
      tzId: 'America/New_York',
      isPaused: false,
      ...schedule,
    },
    ...overrides,
  };
}

const RFC3339_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

describe('GET /v3/exports/scheduled', () => {
  it('answers 401 without a key', async () => {
    expect((await call('GET', '/v3/exports/scheduled', undefined, null)).status).toBe(401);
  });

  it('lists the seeded schedules, one per scheduled export a saved report counts', async () => {
    const answer = await call('GET', '/v3/exports/scheduled?size=1000');
    expect(answer.status).toBe(200);
    const counted = ref.current.savedReports
      .all()
      .reduce((sum, report) => sum + report.scheduledExportCount, 0);
    expect(counted).toBeGreaterThan(0);
    expect(answer.body.scheduledExports).toHaveLength(counted);
    expect(answer.body.metadata.pagination).toMatchObject({
      totalCount: counted,
      pageSize: 1000,
      currentPageNumber: 0,
    });
    for (const item of answer.body.scheduledExports) {
      expect(item.createdAt).toMatch(RFC3339_UTC);
      expect(item.schedule.description).toContain(item.schedule.tzId);
      expect(item.exportedItemName).toBe(ref.current.savedReports.get(item.exportedItemId)!.name);
      if (item.schedule.isPaused) expect(item.schedule.nextExportAt).toBeUndefined();
      else expect(item.schedule.nextExportAt).toMatch(RFC3339_UTC);
    }
    const names = answer.body.scheduledExports.map((item: { name: string }) => item.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('pages (default size 50), searches and filters by report', async () => {
    const all = (await call('GET', '/v3/exports/scheduled')).body;
    expect(all.metadata.pagination.pageSize).toBe(50);
    const first = all.scheduledExports[0];
    const byReport = await call('GET', `/v3/exports/scheduled?exportedItemId=${first.exportedItemId}`);
    expect(
      byReport.body.scheduledExports.every(
        (i: { exportedItemId: number }) => i.exportedItemId === first.exportedItemId,
      ),
    ).toBe(true);
    const search = await call(
      'GET',
      `/v3/exports/scheduled?search=${encodeURIComponent(first.name.toUpperCase())}`,
    );
    expect(search.body.scheduledExports.map((i: { id: number }) => i.id)).toContain(first.id);
    const page = await call('GET', '/v3/exports/scheduled?size=1&page=1&sortBy=created_at&sortDesc=true');
    expect(page.body.scheduledExports).toHaveLength(1);
    expect((await call('GET', '/v3/exports/scheduled?sortBy=color')).status).toBe(400);
  });
});

describe('POST /v3/exports/scheduled', () => {
  it('creates a weekly New York schedule whose next run keeps 09:00 local across the DST change', async () => {
    vi.setSystemTime(new Date('2026-10-28T12:00:00Z'));
    const created = await call('POST', '/v3/exports/scheduled', newSchedule());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Weekly broken pages',
      exportedItemName: publicReport().name,
      isEditable: true,
      owner: { userName: 'avery.chen' },
      schedule: {
        description: 'Every week on Monday at 09:00, America/New_York',
        presetType: 'CUSTOM',
        nextExportAt: '2026-11-02T14:00:00Z',
      },
    });
    expect(created.body.createdAt).toMatch(RFC3339_UTC);
    const read = await call('GET', `/v3/exports/scheduled/${created.body.id}`);
    expect(read.body).toEqual(created.body);
    expect(ref.current.savedReports.get(publicReport().id)!.scheduledExportCount).toBe(
      scheduledExportStore(ref.current).where((row) => row.exportedItemId === publicReport().id).length,
    );
  });

  it('skips exceptions and names presets', async () => {
    vi.setSystemTime(new Date('2026-10-28T12:00:00Z'));
    const created = await call(
      'POST',
      '/v3/exports/scheduled',
      newSchedule({}, { recurrenceRule: 'FREQ=WEEKLY;INTERVAL=1', exceptions: ['2026-11-02T09:00:00'] }),
    );
    expect(created.body.schedule).toMatchObject({
      presetType: 'WEEKLY',
      nextExportAt: '2026-11-09T14:00:00Z',
    });
  });

  it('answers 400 with a validationReport for each bad field', async () => {
    const answer = await call(
      'POST',
      '/v3/exports/scheduled',
      newSchedule(
        { emails: ['ok@example.com', 'not-an-email'] },
        { tzId: 'Mars/Olympus', dtStart: '2026-10-26 09:00', recurrenceRule: 'FREQ=SOMETIMES' },
      ),
    );
    expect(answer.status).toBe(400);
    const issues = answer.body.validationReport.issues as Array<{ path: string[]; message: string }>;
    expect(issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'emails.1',
      'schedule.dtStart',
      'schedule.recurrenceRule',
      'schedule.tzId',
    ]);
    expect(issues.find((issue) => issue.path[0] === 'emails')!.message).toBe(
      '“not-an-email” is not a valid email address',
    );
    const empty = await call('POST', '/v3/exports/scheduled', newSchedule({ emails: [] }));
    expect(empty.body.validationReport.issues[0]).toMatchObject({
      path: ['emails'],
      message: 'Add at least one email address',
    });
  });

  it('answers 400 for a saved report that does not exist or is someone else’s private one', async () => {
    const missing = await call('POST', '/v3/exports/scheduled', newSchedule({ exportedItemId: 99_999 }));
    expect(missing.status).toBe(400);
    expect(missing.body.validationReport.issues[0].path).toEqual(['exportedItemId']);
    // A report the admin keeps private: the analyst cannot schedule it.
    const report = publicReport();
    ref.current.savedReports.update(report.id, {
      visibility: 'private',
      createdByUserId: ref.current.apiKeys.get(DEMO_API_KEY)!,
    });
    const hidden = await call(
      'POST',
      '/v3/exports/scheduled',
      newSchedule({ exportedItemId: report.id }),
      DEMO_ANALYST_KEY,
    );
    expect(hidden.status).toBe(400);
    expect(hidden.body.validationReport.issues[0].message).toMatch(/not shared with you/);
  });
});

// The next export as the clock moves through each change: a weekly Sunday 09:00 schedule in the
// change's zone, read on the Saturday a week before, on the eve of the change and the Monday after.
describe.each(DST_CHANGES)(
  'nextExportAt across the DST change of $day in $tzId',
  ({ tzId, day, before, after }) => {
    it('stays at 09:00 local while its UTC time moves by the change', async () => {
      const schedule = {
        dtStart: `${dayAfter(day, -21)}T09:00:00`,
        recurrenceRule: 'FREQ=WEEKLY;BYDAY=SU',
        tzId,
      };
      const { id } = (await call('POST', '/v3/exports/scheduled', newSchedule({}, schedule))).body;
      const seen: string[] = [];
      for (const readOn of [dayAfter(day, -8), dayAfter(day, -1), dayAfter(day, 1)]) {
        vi.setSystemTime(new Date(`${readOn}T12:00:00Z`));
        seen.push((await call('GET', `/v3/exports/scheduled/${id}`)).body.schedule.nextExportAt);
      }
      const sundays = [dayAfter(day, -7), day, dayAfter(day, 7)];
      const offsets = [before, after, after];
      expect(seen.map((at) => Date.parse(at))).toEqual(
        sundays.map((sunday, i) => instantAt(`${sunday}T09:00:00`, offsets[i]!)),
      );
      expect(seen.map((at) => instantToLocal(new Date(at), tzId).slice(11))).toEqual([
        '09:00:00',
        '09:00:00',
        '09:00:00',
      ]);
    });
  },
);

describe('/v3/exports/scheduled/{scheduledExportId}', () => {
  it('pauses and resumes through PUT, with no next run while paused', async () => {
    const created = (
      await call('POST', '/v3/exports/scheduled', newSchedule({}, { dtStart: '2030-01-07T09:00:00' }))
    ).body;
    const paused = await call(
      'PUT',
      `/v3/exports/scheduled/${created.id}`,
      newSchedule({}, { dtStart: '2030-01-07T09:00:00', isPaused: true }),
    );
    expect(paused.status).toBe(200);
    expect(paused.body.schedule.isPaused).toBe(true);
    expect(paused.body.schedule.nextExportAt).toBeUndefined();
    const resumed = await call(
      'PUT',
      `/v3/exports/scheduled/${created.id}`,
      newSchedule({ name: 'Renamed' }, { dtStart: '2030-01-07T09:00:00' }),
    );
    expect(resumed.body).toMatchObject({
      name: 'Renamed',
      schedule: { isPaused: false, nextExportAt: '2030-01-07T14:00:00Z' },
    });
    expect(resumed.body.createdAt).toBe(created.createdAt);
  });

  it('answers 404 for an unknown id, 403 for someone else’s, 400 for a bad body', async () => {
    expect((await call('GET', '/v3/exports/scheduled/123456')).status).toBe(404);
    expect((await call('PUT', '/v3/exports/scheduled/123456', newSchedule())).status).toBe(404);
    expect((await call('DELETE', '/v3/exports/scheduled/abc')).status).toBe(404);
    const { scheduledExportId: id, scheduledExportReportId } = scheduledExportFixtures(ref.current);
    expect(scheduledExportStore(ref.current).get(id)!.exportedItemId).toBe(scheduledExportReportId);
    expect((await call('GET', `/v3/exports/scheduled/${id}`)).status).toBe(200);
    const adminsOwn = (await call('POST', '/v3/exports/scheduled', newSchedule())).body;
    const path = `/v3/exports/scheduled/${adminsOwn.id}`;
    expect((await call('PUT', path, newSchedule(), DEMO_ANALYST_KEY)).status).toBe(403);
    expect((await call('DELETE', path, undefined, DEMO_ANALYST_KEY)).status).toBe(403);
    expect((await call('GET', path, undefined, DEMO_ANALYST_KEY)).body.isEditable).toBe(false);
    const bad = await call(
      'PUT',
      `/v3/exports/scheduled/${id}`,
      newSchedule({}, { recurrenceRule: 'every monday' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.validationReport.issues[0].path).toEqual(['schedule', 'recurrenceRule']);
    expect((await call('PUT', `/v3/exports/scheduled/${id}`, newSchedule(), null)).status).toBe(401);
  });

  it('deletes with 204, then answers 404', async () => {
    const created = (await call('POST', '/v3/exports/scheduled', newSchedule())).body;
    const before = ref.current.savedReports.get(created.exportedItemId)!.scheduledExportCount;
    expect((await call('DELETE', `/v3/exports/scheduled/${created.id}`)).status).toBe(204);
    expect((await call('GET', `/v3/exports/scheduled/${created.id}`)).status).toBe(404);
    expect(ref.current.savedReports.get(created.exportedItemId)!.scheduledExportCount).toBe(before - 1);
  });
});

describe('schedules', () => {
  it('serves the presets', async () => {
    const answer = await call('GET', '/v3/schedules/presets');
    expect(answer.status).toBe(200);
    expect(answer.body).toContainEqual({
      freqId: 'WEEKLY',
      friendlyName: 'Every week',
      rule: 'FREQ=WEEKLY;INTERVAL=1',
      groupId: 'weeks',
    });
    expect((await call('GET', '/v3/schedules/presets', undefined, null)).status).toBe(401);
  });

  it('describes a rule, and answers 400 for one it cannot read', async () => {
    const answer = await call('POST', '/v3/schedules/rule-description', {
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO,FR',
    });
    expect(answer).toEqual({ status: 200, body: { description: 'Every week on Monday, Friday' } });
    const bad = await call('POST', '/v3/schedules/rule-description', {
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=XX',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.validationReport.issues[0]).toMatchObject({ path: ['recurrenceRule'] });
    expect((await call('POST', '/v3/schedules/rule-description', {})).status).toBe(400);
  });
});
