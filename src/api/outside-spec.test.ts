// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeWithInputs, repoRoot, sharedDir } from '@mocks/lib/shared-inputs';
import { clientCallSites, pathPattern } from '@/test/client-paths';
import { outsideSpec } from './outside-spec';
import { operationPath } from './reports/define';
import { reportFamilies } from './reports/families';
import { itemPath } from './resources/define';
import { resources } from './resources';

const operationsFile = path.resolve(sharedDir, 'spec/operations.json');
const docsFile = path.resolve(repoRoot, 'docs/api-assumptions.md');

/** The calls the registries make: every configuration resource's operations and every report family's. */
function registryCalls(): Array<{ method: string; path: string; file: string }> {
  const calls = Object.values(resources).flatMap((def) => {
    const item = itemPath(def);
    return [
      { method: def.list.method ?? 'GET', path: def.list.path ?? def.path },
      ...(def.get ? [{ method: 'GET', path: item }] : []),
      ...(def.create ? [{ method: 'POST', path: def.path }] : []),
      ...(def.update ? [{ method: def.update.method ?? 'PUT', path: item }] : []),
      ...(def.remove ? [{ method: 'DELETE', path: item }] : []),
      ...Object.values(def.ops ?? {}).map((op) => ({ method: op.method, path: op.path })),
    ].map((call) => ({ ...call, file: `resources: ${def.path}` }));
  });
  const reports = Object.entries(reportFamilies).flatMap(([family, operations]) =>
    Object.values(operations).map((op) => ({
      method: op.method,
      path: operationPath(op),
      file: `reports: ${family}`,
    })),
  );
  return [...calls, ...reports];
}

/** `METHOD /path` rows of the table under "## Endpoints outside the spec" in docs/api-assumptions.md. */
function documented(): string[] {
  const text = fs.readFileSync(docsFile, 'utf8');
  const section = text.split(/^## /m).find((part) => part.startsWith('Endpoints outside the spec')) ?? '';
  return [...section.matchAll(/^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*`([^`]+)`\s*\|/gm)].map(
    ([, method, endpoint]) => `${method} ${endpoint}`,
  );
}

describeWithInputs(
  'every endpoint the dashboard calls is in the spec or documented',
  [operationsFile],
  () => {
    const operations = JSON.parse(fs.readFileSync(operationsFile, 'utf8')) as Array<{
      method: string;
      path: string;
    }>;
    const known = [...operations.map((op) => `${op.method} ${op.path}`), ...outsideSpec].map((key) => {
      const [method, template] = key.split(' ') as [string, string];
      return { method, pattern: pathPattern(template) };
    });
    /** In the spec or the list: the same method (any, when the code decides it at run time) and path. */
    const covered = (method: string, called: string) =>
      known.some(
        (entry) =>
          (method === '*' || entry.method === method) && entry.pattern.test(called.replaceAll('{}', 'X')),
      );

    it('finds the calls in the source and the registries', () => {
      const sites = clientCallSites(path.resolve(repoRoot, 'src'), repoRoot);
      // The reader must see the calls it is meant to check, or the next test would pass on nothing.
      expect(sites.length).toBeGreaterThan(100);
      expect(sites).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/v3/reports/grid/web-journey-runs' }),
      );
      expect(registryCalls().length).toBeGreaterThan(50);
    });

    it('calls only spec operations and the endpoints listed outside it', () => {
      const calls = [...clientCallSites(path.resolve(repoRoot, 'src'), repoRoot), ...registryCalls()];
      const unknown = calls.filter((call) => !covered(call.method, call.path));
      expect(unknown.map((call) => `${call.method} ${call.path} (${call.file})`)).toEqual([]);
    });

    it('lists outside the spec only what the spec lacks, each once, and documents exactly those', () => {
      const specKeys = new Set(operations.map((op) => `${op.method} ${op.path}`));
      expect(outsideSpec.filter((key) => specKeys.has(key))).toEqual([]);
      expect(new Set(outsideSpec).size).toBe(outsideSpec.length);
      expect([...documented()].sort()).toEqual([...outsideSpec].sort());
    });
  },
);
