import type { PatchOperation } from '@/api/consent-categories/config-schemas';
import { MockHttpError } from '../lib/errors';

/** An issue of a validation report. */
interface Issue {
  path: string[];
  message: string;
  code: string;
}

/** Parse one item of the list: the item, or the issues (paths relative to the value). */
export type ItemParser<T> = (value: unknown) => { ok: true; item: T } | { ok: false; issues: Issue[] };

/** A JSON value with its object keys sorted, so equal values serialise alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, canonical(item)]),
    );
  return value;
}

/** Whether two JSON values are equal, whatever the order of their keys. */
export const sameJson = (a: unknown, b: unknown) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

function invalid(issues: Issue[]): never {
  throw new MockHttpError(400, issues[0]!.message, 'The patch document was not applied', {
    valid: false,
    issues,
  });
}

/** The index a JSON pointer names in a list of `length` items (`-` is the end, for add only). */
function indexOf(pointer: string | undefined, length: number, forAdd: boolean, at: string[]): number {
  const match = /^\/(\d+|-)$/.exec(pointer ?? '');
  const index = match?.[1] === '-' ? (forAdd ? length : -1) : Number(match?.[1] ?? -1);
  const max = forAdd ? length : length - 1;
  if (!match || index < 0 || index > max)
    invalid([
      {
        path: at,
        message: `"${pointer ?? ''}" is not a position in the list of ${length} (use /0 to /${max}${forAdd ? ' or /-' : ''})`,
        code: 'invalid_pointer',
      },
    ]);
  return index;
}

/**
 * Apply a JSON Patch document (RFC 6902) to a flat list, each operation on the result of the one
 * before: add (`/-` appends, `/N` inserts), remove, replace, move, copy and test at `/N`. Added and
 * replacing values go through `parse` (400 with the issues at `[i, 'value', …]`; a `test` value is
 * compared as sent); adding an item
 * equal to one already listed leaves the list as it is. A failed `test` answers 409: the list
 * changed since the client read it, and nothing is applied.
 */
export function applyListPatch<T>(
  items: readonly T[],
  operations: PatchOperation[],
  parse: ItemParser<T>,
): T[] {
  const list = [...items];
  operations.forEach((operation, position) => {
    const at = (field: string) => [String(position), field];
    const value = () => {
      const parsed = parse(operation.value);
      if (!parsed.ok)
        invalid(parsed.issues.map((issue) => ({ ...issue, path: [...at('value'), ...issue.path] })));
      return parsed.item;
    };
    switch (operation.op) {
      case 'add': {
        const index = indexOf(operation.path, list.length, true, at('path'));
        const item = value();
        if (!list.some((existing) => sameJson(existing, item))) list.splice(index, 0, item);
        break;
      }
      case 'remove':
        list.splice(indexOf(operation.path, list.length, false, at('path')), 1);
        break;
      case 'replace':
        list[indexOf(operation.path, list.length, false, at('path'))] = value();
        break;
      case 'test': {
        const index = indexOf(operation.path, list.length, false, at('path'));
        if (!sameJson(list[index], operation.value))
          throw new MockHttpError(
            409,
            `The item at ${operation.path} is not the one expected`,
            'The list changed since it was read; read it again and retry',
          );
        break;
      }
      case 'move':
      case 'copy': {
        const from = indexOf(operation.from, list.length, false, at('from'));
        const item = list[from]!;
        if (operation.op === 'move') list.splice(from, 1);
        list.splice(indexOf(operation.path, list.length, true, at('path')), 0, item);
        break;
      }
    }
  });
  return list;
}
