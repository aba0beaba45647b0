import type { AttachmentPatch } from '@/api/consent-categories/audit-schemas';
import { MockHttpError } from '../lib/errors';

/** 400 naming every id that does not exist, each at the path `at(i)` gives (default `[i]`). */
export function checkIds(
  ids: readonly number[],
  exists: (id: number) => boolean,
  what: string,
  at: (index: number) => string[] = (index) => [String(index)],
) {
  const issues = ids.flatMap((id, index) =>
    exists(id) ? [] : [{ path: at(index), message: `${what} ${id} does not exist`, code: 'unknown_id' }],
  );
  if (issues.length)
    throw new MockHttpError(400, issues[0]!.message, 'The request was not valid', { valid: false, issues });
}

/**
 * Apply add / remove operations by id (AttachmentPatchDocument) to a list of ids: unknown ids
 * answer 400 at `[i, 'value']` and nothing changes; adding a listed id or removing an absent one
 * changes nothing. The order of the list is kept, new ids go last.
 */
export function patchIds(
  current: readonly number[],
  operations: AttachmentPatch,
  exists: (id: number) => boolean,
  what: string,
): number[] {
  checkIds(
    operations.map((operation) => operation.value),
    exists,
    what,
    (index) => [String(index), 'value'],
  );
  const ids = [...current];
  for (const operation of operations) {
    const at = ids.indexOf(operation.value);
    if (operation.op === 'add' && at < 0) ids.push(operation.value);
    if (operation.op === 'remove' && at >= 0) ids.splice(at, 1);
  }
  return ids;
}
