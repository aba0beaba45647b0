// @vitest-environment node
/**
 * Every spec operation the mock answers refuses a call without a key (401) and an unknown id
 * (404), each with the spec's error body. Reads ../shared/spec/operations.json; skips without it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from './fixtures';
import { createTestMock } from './node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const operationsFile = path.resolve(root, '../shared/spec/operations.json');
const exists = fs.existsSync(operationsFile);

interface SpecOperation {
  method: string;
  path: string;
}

/** Path parameters whose values are free text or enums, not record ids. */
const notIds = new Set(['linkDirection', 'trendName', 'gridEntityType', 'itemType']);

describe.skipIf(!exists)('every handled operation: 401 without a key, 404 for an unknown id', () => {
  const mock = createTestMock();
  const fixture = fixtures(mock.ref.current);
  const registered = new Set(
    mock.handlers.map(
      (handler) => `${String(handler.info.method)} ${String(handler.info.path).replace(/^\*/, '')}`,
    ),
  );
  const toPattern = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');
  const operations = (
    exists ? (JSON.parse(fs.readFileSync(operationsFile, 'utf8')) as SpecOperation[]) : []
  ).filter((op) => registered.has(`${op.method} ${toPattern(op.path)}`));
  const value = (p: string, name: string) => {
    const prefix = Object.keys(fixture.byPrefix)
      .filter((candidate) => p.startsWith(candidate) && fixture.byPrefix[candidate]?.[name] !== undefined)
      .sort((a, b) => b.length - a.length)[0];
    return String((prefix ? fixture.byPrefix[prefix]![name] : undefined) ?? fixture.params[name] ?? '1');
  };
  const url = (op: SpecOperation, unknown?: string) =>
    `http://mock.test${op.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === unknown ? (name === 'pageId' ? 'no-such-page' : '999999') : encodeURIComponent(value(op.path, name))))}`;

  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => mock.server.close());

  it('covers the operations built so far', () => {
    expect(operations.length).toBeGreaterThanOrEqual(86);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s → 401 without a key',
    async (_, op) => {
      const response = await fetch(url(op), {
        method: op.method,
        headers: { 'Content-Type': 'application/json' },
        body: op.method === 'GET' ? undefined : '{}',
      });
      expect(response.status).toBe(401);
      const body = (await response.json()) as Record<string, unknown>;
      expect(typeof body.message).toBe('string');
      expect(typeof body.timestamp).toBe('string');
    },
  );

  const withIds = operations.flatMap((op) => {
    const name = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).find((n) => !notIds.has(n));
    return name ? [[`${op.method} ${op.path} (${name})`, op, name] as const] : [];
  });
  it.each(withIds)('%s → 404 for an unknown id', async (_, op, name) => {
    const response = await fetch(url(op, name), {
      method: op.method,
      headers: { Authorization: fixture.apiKey, 'Content-Type': 'application/json' },
      body: op.method === 'GET' ? undefined : '{}',
    });
    // A body check may answer first (400) for writes; an unknown id must never succeed.
    expect([404, 400]).toContain(response.status);
    if (op.method === 'GET') expect(response.status).toBe(404);
    const body = (await response.json()) as Record<string, unknown>;
    expect(typeof body.message).toBe('string');
  });
});
