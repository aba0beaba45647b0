// @vitest-environment node
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '@/api/demo';
import { mockOptions } from '../db/seed';
import { SEED_DAY } from '../lib/test-clock';
import { requestBodies } from '../request-bodies';
import { createMockRuntime } from '../runtime';
import { webhookStore } from '../webhooks/store';
import { keepDemoData, type SnapshotStorage } from './demo-data';
import { SNAPSHOT_FORMAT, takeSnapshot, type Snapshot } from './snapshot';
import { isChange } from './writes';

const ORIGIN = 'http://localhost';
const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

/** IndexedDB's behaviour that matters here: values are stored as structured clones. */
function memoryStorage(): SnapshotStorage & { items: Map<string, unknown> } {
  const items = new Map<string, unknown>();
  return {
    items,
    read: (world) => Promise.resolve(structuredClone(items.get(world))),
    write: (world, snapshot) => Promise.resolve(void items.set(world, structuredClone(snapshot))),
    remove: (world) => Promise.resolve(void items.delete(world)),
  };
}

/** A tab of the browser: a mock runtime that keeps its data in `storage`, listening on the channel. */
async function openTab(storage: SnapshotStorage, onChangedElsewhere: () => void = () => undefined) {
  const options = mockOptions({ now: SEED_DAY });
  const runtime = createMockRuntime(options, ORIGIN);
  const channel = new BroadcastChannel('demo-data-test');
  channels.push(channel);
  const kept = await keepDemoData({ ref: runtime.ref, options, storage, channel, onChangedElsewhere });
  /** Send a request as the page does, then tell the keeper, as the worker's events do. */
  const call = async (method: string, path: string, body?: unknown) => {
    const request = new Request(new URL(path, ORIGIN), {
      method,
      headers: { Authorization: DEMO_API_KEY, 'Content-Type': 'application/json' },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const response = await getResponse([...runtime.handlers], request);
    kept.answered(isChange(method, new URL(path, ORIGIN).pathname));
    await kept.flush();
    return response!.status === 204 ? undefined : ((await response!.json()) as Record<string, unknown>);
  };
  return { runtime, kept, call };
}

/** An audit made as the New audit form makes it. */
async function createAudit(tab: Awaited<ReturnType<typeof openTab>>, name: string) {
  const db = tab.runtime.ref.current;
  const body = requestBodies['POST /v2/web-audits']!(
    { domainId: db.domains.all()[0]!.id, auditId: db.audits.all()[0]!.id },
    db,
  ) as object;
  return tab.call('POST', '/v2/web-audits', { ...body, name });
}

/** A snapshot whose audit settings lack a part (what an older version's would, once a part is added). */
function withoutAuditConfigPart(snapshot: Snapshot): Snapshot {
  const { notes: _notes, ...auditConfig } = snapshot.db.auditConfig as Record<string, unknown>;
  return { ...snapshot, db: { ...snapshot.db, auditConfig } };
}

describe("the embedded mock's demo data", () => {
  it('is the same after a reload: ids, run times and the webhook secret as they were', async () => {
    const storage = memoryStorage();
    const first = await openTab(storage);
    const audit = await createAudit(first, 'Made before the reload');
    await first.call('POST', `/v2/web-audits/${String(audit!.id)}/runs`);
    const runs = await first.call('GET', `/v2/web-audits/${String(audit!.id)}/runs`);
    const secret = await first.call('POST', '/v3/webhooks/rotate-secret');

    const reloaded = await openTab(storage);
    expect(reloaded.kept.dropped).toBeUndefined();
    expect(await reloaded.call('GET', `/v2/web-audits/${String(audit!.id)}`)).toMatchObject({
      id: audit!.id,
      name: 'Made before the reload',
    });
    expect(await reloaded.call('GET', `/v2/web-audits/${String(audit!.id)}/runs`)).toEqual(runs);
    // Deliveries are signed with the secret the analyst copied, not a new one.
    expect(webhookStore(reloaded.runtime.ref.current).secret).toBe(secret!.sharedSecret);
    // The next id follows on: nothing made twice.
    const next = await createAudit(reloaded, 'Made after the reload');
    expect(next!.id).toBe(Number(audit!.id) + 1);
  });

  it('reaches another open tab: it reads the change without a reload', async () => {
    const storage = memoryStorage();
    let told = 0;
    const other = await openTab(storage, () => told++);
    const first = await openTab(storage);
    const audit = await createAudit(first, 'Made in the first tab');
    await expect.poll(() => told).toBe(1);
    expect(other.runtime.ref.current.audits.get(Number(audit!.id))?.name).toBe('Made in the first tab');
  });

  it('saves nothing after reads that change nothing (tabs do not echo each other)', async () => {
    const storage = memoryStorage();
    const tab = await openTab(storage);
    // A first read may make state on first use (a seeded store): saved once…
    await tab.call('GET', '/v2/folders');
    storage.items.clear();
    // …then reading again changes nothing, and saves nothing.
    await tab.call('GET', '/v2/folders');
    expect(storage.items.size).toBe(0);
    await createAudit(tab, 'A change');
    expect(storage.items.size).toBe(1);
  });

  it('drops saved data of another version or day, or that does not read, and says why', async () => {
    const fresh = createMockRuntime(mockOptions({ now: SEED_DAY }), ORIGIN).ref.current;
    const world = takeSnapshot(fresh).world;
    const cases: Array<[unknown, RegExp]> = [
      ['not a snapshot at all', /not a snapshot/],
      [{ ...takeSnapshot(fresh), format: SNAPSHOT_FORMAT + 1 }, /another version/],
      [{ ...takeSnapshot(fresh), day: fresh.options.now - 86_400_000 }, /laid out afresh each day/],
      [{ ...takeSnapshot(fresh), db: { ...takeSnapshot(fresh).db, audits: [1, 2] } }, /audits/],
      [withoutAuditConfigPart(takeSnapshot(fresh)), /auditConfig\.notes/],
    ];
    for (const [stored, reason] of cases) {
      const storage = memoryStorage();
      storage.items.set(world, stored);
      const tab = await openTab(storage);
      expect(tab.kept.dropped).toMatch(reason);
      expect(storage.items.has(world)).toBe(false);
      // The app starts on the seeded data.
      expect(tab.runtime.ref.current.audits.size).toBe(fresh.audits.size);
    }
  });

  it('keeps changes, not reads sent with POST', () => {
    expect(isChange('POST', '/v2/web-audits')).toBe(true);
    expect(isChange('DELETE', '/v3/reports/grid/saved/3')).toBe(true);
    expect(isChange('POST', '/v3/reports/grid/saved/3/favorites')).toBe(true);
    expect(isChange('POST', '/v3/reports/grid/pages/exports')).toBe(true);
    expect(isChange('GET', '/v2/web-audits')).toBe(false);
    expect(isChange('POST', '/v3/reports/grid/pages')).toBe(false);
    expect(isChange('POST', '/v3/web-journeys/1/runs/2/cookies/origin')).toBe(false);
  });
});
