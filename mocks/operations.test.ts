// @vitest-environment node
/**
 * Every spec operation the mock answers refuses a call without a key (401) and a call that names an
 * unknown id (404), each with the spec's error body. A write sends the valid body of
 * mocks/request-bodies.ts, so that the answer is about the id and not about the body: an unknown
 * id is 404, never a 400 from a body check that ran first.
 *
 * Reads ../shared/spec/operations.json: without it the suite fails in CI, and elsewhere is skipped
 * under a title that says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixtures } from './fixtures';
import { describeWithInputs, sharedDir } from './lib/shared-inputs';
import { createTestMock } from './node';
import { operationKey, requestBodies } from './request-bodies';

const operationsFile = path.resolve(sharedDir, 'spec/operations.json');

interface SpecOperation {
  method: string;
  path: string;
}

/** Path parameters whose values are free text or enums, not record ids. */
const notIds = new Set(['linkDirection', 'trendName', 'gridEntityType', 'itemType']);

/**
 * Operations that answer 400 rather than 404 for an unknown id, each with a one-line why. Every
 * other one answers exactly 404: the spec lists 404 "not found" for the audit-run operations and the
 * scheduled export update, the reference for nearly every operation with an id, and ARCHITECTURE
 * ("Embedded mock") asks it of every unknown id. None needs an exception today.
 */
const badRequestFirst: string[] = [];

describeWithInputs(
  'every handled operation: 401 without a key, 404 for an unknown id',
  [operationsFile],
  () => {
    const mock = createTestMock();
    const fixture = fixtures(mock.ref.current);
    const specOperations = JSON.parse(fs.readFileSync(operationsFile, 'utf8')) as SpecOperation[];
    /** Operation keys of the mock's handlers (`PUT /v2/folders/{}`). */
    const handlerKeys = new Set(
      mock.handlers.map((handler) =>
        operationKey(String(handler.info.method), String(handler.info.path).replace(/^\*/, '')),
      ),
    );
    const keyOf = (op: SpecOperation) => operationKey(op.method, op.path);
    /** The spec operations the mock handles, counted from its handlers. */
    const operations = specOperations.filter((op) => handlerKeys.has(keyOf(op)));
    const specKeys = new Set(specOperations.map(keyOf));
    const handledCount = [...handlerKeys].filter((key) => specKeys.has(key)).length;

    const value = (p: string, name: string) => {
      const prefix = Object.keys(fixture.byPrefix)
        .filter((candidate) => p.startsWith(candidate) && fixture.byPrefix[candidate]?.[name] !== undefined)
        .sort((a, b) => b.length - a.length)[0];
      return String((prefix ? fixture.byPrefix[prefix]![name] : undefined) ?? fixture.params[name] ?? '1');
    };
    const unknownValue = (name: string) => (name === 'pageId' ? 'no-such-page' : '999999');
    const url = (op: SpecOperation, unknown?: string) =>
      `http://mock.test${op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(name === unknown ? unknownValue(name) : value(op.path, name)),
      )}`;

    /**
     * The request of an operation: a write carries its valid body, made from the fixture's path
     * values (the real ones: only the URL names the unknown id).
     */
    function init(op: SpecOperation, key?: string): RequestInit {
      const headers: Record<string, string> = key ? { Authorization: key } : {};
      if (op.method === 'GET') return { method: op.method, headers };
      const values = Object.fromEntries(
        [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, value(op.path, name!)]),
      );
      const body = requestBodies[keyOf(op)]?.({ ...fixture.params, ...values }, mock.ref.current);
      if (body instanceof FormData) return { method: op.method, headers, body };
      if (body === undefined) return { method: op.method, headers };
      return {
        method: op.method,
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      };
    }

    /** Keys of the operations each check ran on. */
    const checked = { unauthorized: new Set<string>(), unknownId: new Set<string>() };

    beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
    afterAll(() => mock.server.close());

    it('every spec operation has a handler', () => {
      expect(
        specOperations.filter((op) => !handlerKeys.has(keyOf(op))).map((op) => `${op.method} ${op.path}`),
        'spec operations the mock does not answer',
      ).toEqual([]);
    });

    it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
      '%s → 401 without a key',
      async (_, op) => {
        const response = await fetch(url(op), init(op));
        expect(response.status).toBe(401);
        const body = (await response.json()) as Record<string, unknown>;
        expect(typeof body.message).toBe('string');
        expect(typeof body.timestamp).toBe('string');
        checked.unauthorized.add(keyOf(op));
      },
    );

    /** One check per id in the path: each of them unknown in turn, the others real. */
    const withIds = operations.flatMap((op) =>
      [...op.path.matchAll(/\{(\w+)\}/g)]
        .map((match) => match[1]!)
        .filter((name) => !notIds.has(name))
        .map((name) => [`${op.method} ${op.path} (${name})`, op, name] as const),
    );
    it.each(withIds)('%s → 404 for an unknown id', async (_, op, name) => {
      const response = await fetch(url(op, name), init(op, fixture.apiKey));
      const body = (await response.json()) as Record<string, unknown>;
      const where = `${op.method} ${url(op, name)} → ${response.status}: ${String(body.message)}`;
      if (badRequestFirst.includes(keyOf(op)))
        expect(response.status, `${where}; if it is 404 now, take it off \`badRequestFirst\``).toBe(400);
      else expect(response.status, where).toBe(404);
      expect(typeof body.message).toBe('string');
      checked.unknownId.add(`${keyOf(op)} ${name}`);
    });

    // Runs last (vitest runs a file's tests in order): every handled operation was checked.
    it(`checked all ${handledCount} spec operations the mock's handlers answer`, () => {
      expect(operations.length, 'spec operations with a handler').toBe(handledCount);
      expect(checked.unauthorized.size, 'operations that answered 401 without a key').toBe(handledCount);
      expect(checked.unknownId.size, 'ids that answered 404 when unknown').toBe(withIds.length);
    });
  },
);
