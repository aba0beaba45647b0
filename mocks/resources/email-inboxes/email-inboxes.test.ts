// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockCaller } from '../../lib/test-call';
import { messageStore } from './store';

const mock = mockCaller();
const { call, send } = mock;
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());
beforeEach(() => mock.reset());

const BASE = '/v3/email-inboxes';
const library = async (body: unknown = {}, query = '') =>
  (await call('POST', `${BASE}/library${query}`, body)).body;
const inboxNamed = async (name: string) =>
  (await library({ name })).emailInboxes.find((row: { name: string }) => row.name === name);
const messagesOf = async (id: number, query = '') =>
  (await call('GET', `${BASE}/${id}/messages${query}`)).body;

describe('email inboxes: library and CRUD', () => {
  it('searches by name, address, audit and label, sorts and counts messages', async () => {
    const all = await library();
    expect(all.metadata.pagination).toMatchObject({ totalCount: 4, currentPageNumber: 0, pageSize: 100 });
    expect(all.emailInboxes.map((row: { name: string }) => row.name)).toEqual([
      'Loyalty programme onboarding',
      'Order confirmations (transactional)',
      'Summer sale campaign emails',
      'Weekly newsletter — The Trailhead',
    ]);
    const newsletter = all.emailInboxes[3];
    expect(newsletter).toMatchObject({ messagesReceived: 8, testScenariosCount: 8 });
    expect(newsletter.emailAddress).toMatch(
      /^scantest\+[a-z0-9]{8}-weekly-newsletter-the-tr@inbox\.siteaudit\.example$/,
    );
    expect((await library({ name: 'SUMMER' })).emailInboxes).toHaveLength(1);
    expect((await library({ emailAddress: 'loyalty' })).emailInboxes).toHaveLength(1);
    const configs = (await call('GET', `${BASE}/${newsletter.id}/audit-configurations`)).body;
    expect(
      (await library({ auditIds: [configs[0].auditId] })).emailInboxes.map((row: { id: number }) => row.id),
    ).toEqual([newsletter.id]);
    const marketing = (await call('GET', '/v2/labels')).body.find(
      (label: { name: string }) => label.name === 'Marketing',
    );
    expect((await library({ labelIds: [marketing.id] })).emailInboxes).toHaveLength(2);
    const busiest = await library({}, '?sortBy=messagesReceived&sortDesc=true');
    expect(busiest.emailInboxes[0].name).toBe('Weekly newsletter — The Trailhead');
  });

  it('creates an inbox with its own address (201), updates and deletes it with its messages', async () => {
    const created = await call('POST', BASE, {
      name: 'Holiday gift guide',
      subscribers: { onProcessed: ['avery.chen@acme-outdoors.com'] },
      linkExclusionFilters: ['/unsubscribe'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Holiday gift guide', labelIds: [], omitSocialLinks: false });
    expect(created.body.emailAddress).toMatch(/holiday-gift-guide@inbox\.siteaudit\.example$/);
    const updated = await call('PUT', `${BASE}/${created.body.id}`, {
      name: 'Holiday gift guide 2026',
      omitSocialLinks: true,
    });
    expect(updated.body).toMatchObject({
      emailAddress: created.body.emailAddress,
      omitSocialLinks: true,
      subscribers: { onProcessed: ['avery.chen@acme-outdoors.com'] },
    });
    const bad = await call('POST', BASE, {
      name: 'x',
      subscribers: { onReceived: ['not-an-email'] },
      linkExclusionFilters: ['('],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.validationReport.issues.map((issue: { path: string[] }) => issue.path.join('.'))).toEqual(
      ['subscribers.onReceived.0', 'linkExclusionFilters.0'],
    );

    const summer = await inboxNamed('Summer sale campaign emails');
    expect((await call('DELETE', `${BASE}/${summer.id}`)).status).toBe(204);
    expect(
      messageStore(mock.ref.current)
        .all()
        .some((message) => message.inboxId === summer.id),
    ).toBe(false);
    expect((await call('GET', `${BASE}/${summer.id}/messages`)).status).toBe(404);
  });
});

describe('email inboxes: audit configurations, labels and notes', () => {
  it('sets, adds and removes the audits that scan its messages', async () => {
    const orders = await inboxNamed('Order confirmations (transactional)');
    const audits = (await call('GET', '/v3/web-audits')).body as Array<{
      auditId: number;
      auditName: string;
    }>;
    const [a, b, c] = audits;
    expect((await call('GET', `${BASE}/${orders.id}/audit-configurations`)).body).toEqual([]);
    expect(
      (await call('PUT', `${BASE}/${orders.id}/audit-configurations`, [a!.auditId, b!.auditId])).status,
    ).toBe(200);
    expect((await call('PUT', `${BASE}/${orders.id}/audit-configurations/${c!.auditId}`)).status).toBe(200);
    expect((await call('DELETE', `${BASE}/${orders.id}/audit-configurations/${a!.auditId}`)).status).toBe(
      204,
    );
    const configs = (await call('GET', `${BASE}/${orders.id}/audit-configurations`)).body;
    expect(configs.map((item: { auditId: number }) => item.auditId)).toEqual([b!.auditId, c!.auditId]);
    expect(configs[0]).toMatchObject({ auditName: b!.auditName, auditLastRunAt: expect.any(String) });
    expect((await call('DELETE', `${BASE}/${orders.id}/audit-configurations/${a!.auditId}`)).status).toBe(
      404,
    );
    expect((await call('PUT', `${BASE}/${orders.id}/audit-configurations`, [999999])).status).toBe(400);
  });

  it('replaces labels (the label list shows the inbox) and stores notes as text', async () => {
    const loyalty = await inboxNamed('Loyalty programme onboarding');
    const labels = (await call('GET', '/v2/labels')).body as Array<{ id: number; name: string }>;
    const answer = await call('PUT', `${BASE}/${loyalty.id}/labels`, [
      labels[0]!.id,
      labels[2]!.id,
      labels[0]!.id,
    ]);
    expect(answer.body).toEqual([
      { id: labels[0]!.id, name: labels[0]!.name },
      { id: labels[2]!.id, name: labels[2]!.name },
    ]);
    const label = (await call('GET', '/v2/labels')).body.find(
      (item: { id: number }) => item.id === labels[2]!.id,
    );
    expect(label.emailInboxes).toContain(loyalty.id);
    const notes = await send('PUT', `${BASE}/${loyalty.id}/notes`, {
      rawBody: 'Points e-mails go out on Mondays.',
      contentType: 'text/plain',
    });
    expect(notes.status).toBe(204);
    expect((await call('GET', `${BASE}/${loyalty.id}`)).body.notes).toBe('Points e-mails go out on Mondays.');
  });
});

describe('email inboxes: messages and statuses', () => {
  it('lists messages newest first with statuses that follow how they ended or their runs', async () => {
    const orders = await messagesOf((await inboxNamed('Order confirmations (transactional)')).id);
    expect(
      orders.messages.every((m: { status: string; statusReason: string }) => m.status === 'NOT_AUDITING'),
    ).toBe(true);
    expect(orders.messages[0].statusReason).toBe('NO_AUDITS_ASSIGNED');
    const loyalty = await messagesOf((await inboxNamed('Loyalty programme onboarding')).id);
    const failed = loyalty.messages.find((m: { status: string }) => m.status === 'FAILED');
    expect(failed).toMatchObject({ statusReason: 'NO_LINKS_FOUND', uniqueLinks: 0, runs: [] });
    const summer = await messagesOf((await inboxNamed('Summer sale campaign emails')).id);
    const dates = summer.messages.map((m: { receivedAt: string }) => m.receivedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const message of summer.messages) {
      const running = message.runs.some((run: { isCompleted: boolean }) => !run.isCompleted);
      expect(message.status).toBe(running ? 'AUDITING' : 'COMPLETE');
    }
    // The seeded promotions audit has a run in progress: the latest message is still auditing.
    expect(summer.messages[0].status).toBe('AUDITING');
  });

  it('filters by subject and pages with page and size', async () => {
    const newsletter = await inboxNamed('Weekly newsletter — The Trailhead');
    const first = await messagesOf(newsletter.id, '?size=50&page=0&emailSubject=trailhead');
    expect(first.metadata.pagination).toMatchObject({ totalCount: 8, pageSize: 50, currentPageSize: 8 });
    expect((await messagesOf(newsletter.id, '?emailSubject=winter')).messages).toHaveLength(1);
    expect((await call('GET', `${BASE}/${newsletter.id}/messages?size=10`)).status).toBe(400);
  });

  it('answers the statuses of the asked messages of the inbox only, in the order asked', async () => {
    const summer = await inboxNamed('Summer sale campaign emails');
    const orders = await inboxNamed('Order confirmations (transactional)');
    const [newest, older] = (await messagesOf(summer.id)).messages;
    const other = (await messagesOf(orders.id)).messages[0];
    const statuses = await call('POST', `${BASE}/${summer.id}/messages/statuses`, [
      older.id,
      other.id,
      newest.id,
    ]);
    expect(statuses.body).toEqual([
      { id: older.id, status: older.status },
      { id: newest.id, status: 'AUDITING' },
    ]);
    const tooMany = await call(
      'POST',
      `${BASE}/${summer.id}/messages/statuses`,
      Array.from({ length: 201 }, (_, i) => i),
    );
    expect(tooMany.status).toBe(400);
  });

  it('cancels the runs a message started: runs in progress are discarded, the message is CANCELLED', async () => {
    const summer = await inboxNamed('Summer sale campaign emails');
    const [newest] = (await messagesOf(summer.id)).messages;
    const running = newest.runs.find((run: { isCompleted: boolean }) => !run.isCompleted);
    expect((await call('DELETE', `${BASE}/${summer.id}/messages/${newest.id}/runs`)).status).toBe(202);
    const after = (await messagesOf(summer.id)).messages[0];
    expect(after).toMatchObject({ id: newest.id, status: 'CANCELLED', statusReason: 'ABORTED', runs: [] });
    const auditRuns = (await call('GET', `/v2/web-audits/${running.auditId}/runs`)).body;
    expect(auditRuns.map((run: { id: number }) => run.id)).not.toContain(running.runId);
    expect((await call('DELETE', `${BASE}/${summer.id}/messages/999999/runs`)).status).toBe(404);
  });

  it("serves one message's detail: headers, links and the raw HTML as text", async () => {
    const newsletter = await inboxNamed('Weekly newsletter — The Trailhead');
    const [message] = (await messagesOf(newsletter.id)).messages;
    const detail = (await call('GET', `/v3/email-inbox-messages/${message.id}`)).body;
    expect(detail).toMatchObject({
      subject: message.subject,
      sendingPlatform: 'Salesforce Marketing Cloud',
      sendingEmail: 'news@email.acme-outdoors.com',
      linksScanned: message.uniqueLinks,
    });
    expect(detail.linksScannedValues).toHaveLength(message.uniqueLinks);
    expect(detail.headers.find((header: { name: string }) => header.name === 'Message-ID')).toMatchObject({
      isId: true,
    });
    expect(detail.emailRawHtml).toMatch(/^<!DOCTYPE html>/);
    expect((await call('GET', '/v3/email-inbox-messages/999999')).status).toBe(404);
  });
});
