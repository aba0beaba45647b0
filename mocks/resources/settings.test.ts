// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ANALYST_KEY } from '@/api/demo';
import { mockCaller } from '../lib/test-call';

const mock = mockCaller();
const { call } = mock;
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());
beforeEach(() => mock.reset());

const admin = () => mock.ref.current.users.all()[0]!;
const analyst = () => mock.ref.current.users.all()[1]!;
const userBody = (overrides: Record<string, unknown> = {}) => ({
  username: 'casey.lee',
  email: 'casey.lee@acme-outdoors.com',
  firstName: 'Casey',
  lastName: 'Lee',
  timezone: 'Europe/Berlin',
  ...overrides,
});

describe('users', () => {
  it('lets a user read and edit themself but not others, nor their own role', async () => {
    const self = analyst();
    const other = admin();
    expect((await call('GET', `/v2/users/${self.id}`, undefined, DEMO_ANALYST_KEY)).status).toBe(200);
    expect((await call('GET', `/v2/users/${other.id}`, undefined, DEMO_ANALYST_KEY)).status).toBe(403);
    const mine = { ...userBody(), username: self.username, email: self.email, lastName: 'Patel-Ng' };
    const edited = await call('PUT', `/v2/users/${self.id}`, mine, DEMO_ANALYST_KEY);
    expect(edited.status).toBe(200);
    expect(edited.body.lastName).toBe('Patel-Ng');
    expect(
      (await call('PUT', `/v2/users/${self.id}`, { ...mine, permissions: 'admin' }, DEMO_ANALYST_KEY)).status,
    ).toBe(403);
    expect((await call('PUT', `/v2/users/${other.id}`, mine, DEMO_ANALYST_KEY)).status).toBe(403);
    expect((await call('DELETE', `/v2/users/${self.id}`, undefined, DEMO_ANALYST_KEY)).status).toBe(403);
  });

  it('refuses a taken user name (422 naming the field) and an administrator deleting themself', async () => {
    const taken = await call('POST', '/v2/users', userBody({ username: analyst().username }));
    expect(taken.status).toBe(422);
    expect(taken.body.validationReport.issues[0].path).toEqual(['username']);
    expect((await call('DELETE', `/v2/users/${admin().id}`)).status).toBe(409);
  });

  it('hides deleted users unless withDeleted=true', async () => {
    const created = await call('POST', '/v2/users', userBody());
    await call('DELETE', `/v2/users/${created.body.id}`);
    const ids = (answer: { body: Array<{ id: number }> }) => answer.body.map((user) => user.id);
    expect(ids(await call('GET', '/v2/users'))).not.toContain(created.body.id);
    expect(ids(await call('GET', '/v2/users?withDeleted=true'))).toContain(created.body.id);
  });

  it('shares folders: POST adds, PUT sets, GET reads (admin or self), 422 for an unknown folder', async () => {
    const user = analyst();
    const [first, second, third] = mock.ref.current.folders.all();
    const names = (answer: { body: Array<{ name: string }> }) => answer.body.map((folder) => folder.name);
    const set = await call('PUT', `/v2/users/${user.id}/folders`, [first!.id]);
    expect(names(set)).toEqual([first!.name]);
    const added = await call('POST', `/v2/users/${user.id}/folders`, [second!.id, third!.id]);
    expect(names(added)).toEqual([first!.name, second!.name, third!.name]);
    expect(
      names(await call('GET', `/v2/users/${user.id}/folders`, undefined, DEMO_ANALYST_KEY)),
    ).toHaveLength(3);
    expect((await call('GET', `/v2/users/${admin().id}/folders`, undefined, DEMO_ANALYST_KEY)).status).toBe(
      403,
    );
    expect((await call('PUT', `/v2/users/${user.id}/folders`, [first!.id], DEMO_ANALYST_KEY)).status).toBe(
      403,
    );
    expect((await call('PUT', `/v2/users/${user.id}/folders`, [999])).status).toBe(422);
    expect((await call('GET', '/v2/users/999999/folders')).status).toBe(404);

    const folderUsers = await call('GET', `/v2/folders/${first!.id}/users`);
    expect(folderUsers.body.map((u: { id: number }) => u.id)).toContain(user.id);
    const riley = mock.ref.current.users.all()[3]!;
    const shared = await call('POST', `/v2/folders/${third!.id}/users`, [riley.id]);
    expect(shared.status).toBe(201);
    expect(shared.body.map((u: { id: number }) => u.id)).toContain(riley.id);
  });
});

describe('labels and folders', () => {
  it('refuses a duplicate label name (422) and a folder that still holds audits (423)', async () => {
    const label = mock.ref.current.labels.all()[0]!;
    expect((await call('POST', '/v2/labels', { name: label.name.toUpperCase() })).status).toBe(422);
    const created = await call('POST', '/v2/labels', { name: 'Holiday campaign' });
    expect(
      (await call('PUT', `/v2/labels/${created.body.id}`, { name: 'Holiday campaign 2026' })).body.name,
    ).toBe('Holiday campaign 2026');
    expect((await call('DELETE', `/v2/labels/${created.body.id}`)).status).toBe(204);
    expect((await call('DELETE', '/v2/folders/1')).status).toBe(423);
  });
});

describe('custom headers', () => {
  it('keeps assignments in step with the journeys, and searches target items by type', async () => {
    const journey = mock.ref.current.webJourneys.all()[0]!;
    const audit = mock.ref.current.audits.all()[2]!;
    const created = await call('POST', '/v3/custom-headers', {
      groupName: 'Load test marker',
      headers: [{ name: 'X-Load-Test', value: '1', type: 'REQUEST' }],
      requestUrlFilters: [],
      assignments: [
        { itemType: 'WEB_JOURNEY', itemId: journey.id },
        { itemType: 'AUDIT', itemId: audit.id },
      ],
      applyToAll: false,
    });
    expect(created.status).toBe(200);
    const groupId = created.body.id as number;
    const applied = await call('GET', `/v3/web-journeys/${journey.id}/custom-headers`);
    expect(applied.body.assignedCustomHttpHeaders.map((g: { groupId: number }) => g.groupId)).toContain(
      groupId,
    );
    const listed = await call('GET', '/v3/custom-headers');
    const summary = listed.body.customHeaderGroups.find((g: { id: number }) => g.id === groupId);
    expect(summary.assignments).toHaveLength(2);

    const search = await call(
      'POST',
      '/v3/custom-headers/target-items/AUDIT/search?sortBy=IS_ASSIGNED&sortDesc=true',
      {
        customHeaderGroupId: groupId,
      },
    );
    expect(search.body.items[0]).toMatchObject({ itemId: audit.id, isAssigned: true });
    const named = await call('POST', '/v3/custom-headers/target-items/WEB_JOURNEY/search', {
      itemName: journey.name,
    });
    expect(named.body.items.map((i: { itemId: number }) => i.itemId)).toContain(journey.id);
    expect((await call('POST', '/v3/custom-headers/target-items/RULE/search', {})).status).toBe(400);
    const bad = await call('POST', '/v3/custom-headers', {
      groupName: 'Broken',
      headers: [{ name: 'X', value: '1', type: 'REQUEST' }],
      requestUrlFilters: [],
      assignments: [{ itemType: 'AUDIT', itemId: 999999 }],
      applyToAll: false,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.validationReport.issues[0].path).toEqual(['assignments', '0', 'itemId']);

    await call('DELETE', `/v3/custom-headers/${groupId}`);
    const after = await call('GET', `/v3/web-journeys/${journey.id}/custom-headers`);
    expect(after.body.assignedCustomHttpHeaders.map((g: { groupId: number }) => g.groupId)).not.toContain(
      groupId,
    );
  });
});

describe('data sources, notification center, countries, tags', () => {
  it('pages data sources and searches them by ids', async () => {
    const first = await call('GET', '/v3/data-sources?page=0&pageSize=5&itemType=audit&sortBy=itemName');
    expect(first.body.dataSources).toHaveLength(5);
    expect(first.body.metadata.pagination.totalCount).toBeGreaterThan(5);
    const audit = first.body.dataSources[0];
    const byId = await call('POST', '/v3/data-sources/search', {
      itemType: 'audit',
      itemIds: [audit.itemId],
    });
    expect(byId.body.dataSources).toEqual([audit]);
    const targets = await call('POST', '/v3/data-sources/target-items/WEB_JOURNEY/search', {});
    expect(targets.body.items.length).toBe(mock.ref.current.webJourneys.size);
  });

  it('lists every address with its usage, by audits, and what an address is assigned to', async () => {
    const audit = mock.ref.current.audits.all()[0]!;
    const address = audit.recipients[0]!;
    const all = await call('GET', '/v3/notification-center/emails');
    expect(
      all.body.emails.find((e: { email: string }) => e.email === address).usage.auditCount,
    ).toBeGreaterThan(0);
    const forAudit = await call('POST', '/v3/notification-center/emails', {
      itemType: 'AUDIT',
      itemIds: [audit.id],
    });
    expect(forAudit.body.emails.map((e: { email: string }) => e.email)).toEqual(audit.recipients);
    const assigned = await call('POST', '/v3/notification-center/target-items/AUDIT/search', {
      email: address,
      isAssigned: true,
    });
    expect(assigned.body.items.map((i: { itemId: number }) => i.itemId)).toContain(audit.id);
    expect((await call('POST', '/v3/notification-center/target-items/AUDIT/search', {})).status).toBe(400);
  });

  it('serves countries with continents and one tag by id (404 for an unknown tag)', async () => {
    const countries = await call('GET', '/v3/geo-locations/countries');
    expect(countries.body.find((c: { countryCode: string }) => c.countryCode === 'DE')).toMatchObject({
      countryName: 'Germany',
      continentName: 'Europe',
    });
    const tags = await call('GET', '/v2/tags');
    const tag = await call('GET', `/v2/tags/${tags.body[0].id}`);
    expect(tag.body).toEqual(tags.body[0]);
    expect((await call('GET', '/v2/tags/999999')).status).toBe(404);
  });
});

describe('user events and the schedules calendar', () => {
  it('lists user events for administrators only, with the changes made through the API', async () => {
    expect((await call('GET', '/v3/user-events?itemType=folder', undefined, DEMO_ANALYST_KEY)).status).toBe(
      403,
    );
    expect((await call('GET', '/v3/user-events')).status).toBe(400);
    await call('POST', '/v2/folders', { name: 'Audit trail folder' });
    const events = await call('GET', '/v3/user-events?itemType=folder&eventType=created');
    expect(events.body.userEvents[0]).toMatchObject({
      itemName: 'Audit trail folder',
      userName: 'Avery Chen',
    });
  });

  it('shows occurrences in the window and changes a schedule (400 naming a bad field)', async () => {
    const audit = mock.ref.current.audits.all()[0]!;
    const schedule = {
      dtStart: '2030-01-07T09:00:00',
      tzId: 'Europe/London',
      recurrenceRule: 'FREQ=DAILY',
      isPaused: false,
    };
    const saved = await call('PUT', '/v3/schedules/calendar', {
      updateItems: [{ itemType: 'AUDIT', itemId: audit.id, schedule }],
    });
    expect(saved.status).toBe(204);
    const week = await call(
      'GET',
      '/v3/schedules/calendar?localStartDateTime=2030-01-07T00:00:00&localEndDateTime=2030-01-09T23:59:59',
    );
    const item = week.body.find(
      (i: { itemId: number; itemType: string }) => i.itemType === 'AUDIT' && i.itemId === audit.id,
    );
    expect(item.futureOccurrences).toEqual([
      '2030-01-07T09:00:00',
      '2030-01-08T09:00:00',
      '2030-01-09T09:00:00',
    ]);
    expect(item.schedule.description).toMatch(/day/i);
    const bad = await call('PUT', '/v3/schedules/calendar', {
      updateItems: [{ itemType: 'AUDIT', itemId: audit.id, schedule: { ...schedule, tzId: 'Mars/Olympus' } }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.validationReport.issues[0].path).toEqual(['updateItems', '0', 'schedule', 'tzId']);
  });
});
