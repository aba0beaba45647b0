// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_ANALYST_KEY, DEMO_API_KEY } from '@/api/demo';
import { SEED_DAY } from './lib/test-clock';
import { appendEntry, entryFor, isChange, readJournal, replayJournal, type JournalEntry } from './journal';
import { requestBodies } from './request-bodies';
import { createMockRuntime } from './runtime';
import { mockOptions } from './db/seed';

const ORIGIN = 'http://localhost';

/** A Storage over a Map (Node has no sessionStorage). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe("the embedded mock's journal", () => {
  it('keeps changes, not reads sent with POST', () => {
    expect(isChange('POST', '/v2/web-audits')).toBe(true);
    expect(isChange('PUT', '/v2/web-audits/1001')).toBe(true);
    expect(isChange('DELETE', '/v3/reports/grid/saved/3')).toBe(true);
    expect(isChange('POST', '/v3/reports/grid/saved')).toBe(true);
    expect(isChange('POST', '/v3/reports/grid/saved/3/favorites')).toBe(true);
    expect(isChange('POST', '/v3/reports/grid/pages/exports')).toBe(true);
    expect(isChange('GET', '/v2/web-audits')).toBe(false);
    expect(isChange('POST', '/v3/reports/grid/pages')).toBe(false);
    expect(isChange('POST', '/v3/web-audits/1/runs/2/reports/tag-health/tags')).toBe(false);
    expect(isChange('POST', '/v3/web-journeys/1/runs/2/cookies/origin')).toBe(false);
  });

  it('stores who made a change, never the key', async () => {
    const request = new Request(`${ORIGIN}/v2/labels`, {
      method: 'POST',
      headers: { Authorization: DEMO_API_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Kept' }),
    });
    const entry = await entryFor(request);
    expect(entry).toEqual({
      method: 'POST',
      path: '/v2/labels',
      role: 'admin',
      contentType: 'application/json',
      body: '{"name":"Kept"}',
    });
    expect(JSON.stringify(entry)).not.toContain(DEMO_API_KEY);
    const foreign = new Request(`${ORIGIN}/v2/labels`, { method: 'POST', headers: { Authorization: 'k' } });
    expect(await entryFor(foreign)).toBeUndefined();
  });

  it('replays the changes of the tab into a fresh mock: an audit created before the reload is there after it', async () => {
    const storage = memoryStorage();
    const before = createMockRuntime(mockOptions({ now: SEED_DAY }), ORIGIN);
    const domain = before.ref.current.domains.all()[0]!;
    const create = new Request(`${ORIGIN}/v2/web-audits`, {
      method: 'POST',
      headers: { Authorization: DEMO_ANALYST_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...(requestBodies['POST /v2/web-audits']!(
          { domainId: domain.id, auditId: before.ref.current.audits.all()[0]!.id },
          before.ref.current,
        ) as object),
        name: 'Created before the reload',
      }),
    });
    const entry = await entryFor(create.clone());
    expect(appendEntry(storage, entry!)).toBe(true);

    const after = createMockRuntime(mockOptions({ now: SEED_DAY }), ORIGIN);
    const journal: JournalEntry[] = readJournal(storage);
    expect(await replayJournal(after.handlers, journal, ORIGIN)).toBe(1);
    expect(after.ref.current.audits.all().map((audit) => audit.name)).toContain('Created before the reload');
  });
});
