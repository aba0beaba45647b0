// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputsVerdict, isCi, sharedDir } from './shared-inputs';

const reference = path.join(sharedDir, 'reference');
const operations = path.join(sharedDir, 'spec/operations.json');
const only =
  (...present: string[]) =>
  (file: string) =>
    present.includes(file);

describe('suites that read ../shared', () => {
  it('run when every input is there', () => {
    const verdict = inputsVerdict('contract', [reference, operations], {
      ci: true,
      exists: only(reference, operations),
    });
    expect(verdict).toEqual({ action: 'run' });
  });

  it('fail in CI, naming the missing folder and what to do', () => {
    const verdict = inputsVerdict('contract', [reference, operations], {
      ci: true,
      exists: only(operations),
    });
    expect(verdict.action).toBe('fail');
    if (verdict.action === 'run') return;
    expect(verdict.title).toBe('contract — ../shared/reference missing');
    expect(verdict.message).toContain('../shared/reference is missing');
    expect(verdict.message).toContain('Put the shared folder');
    expect(verdict.message).not.toContain('operations.json is missing');
  });

  it('skip elsewhere under a title that says what is missing', () => {
    const verdict = inputsVerdict('contract', [reference, operations], { ci: false, exists: only() });
    expect(verdict.action).toBe('skip');
    if (verdict.action === 'run') return;
    expect(verdict.title).toBe(
      'contract — SKIPPED: ../shared/reference and ../shared/spec/operations.json missing (CI fails here)',
    );
    expect(verdict.message).toContain('are missing');
  });

  it('treat CI as set unless it is empty, 0 or false', () => {
    expect(isCi({})).toBe(false);
    expect(isCi({ CI: '' })).toBe(false);
    expect(isCi({ CI: '0' })).toBe(false);
    expect(isCi({ CI: 'false' })).toBe(false);
    expect(isCi({ CI: 'FALSE' })).toBe(false);
    expect(isCi({ CI: 'true' })).toBe(true);
    expect(isCi({ CI: '1' })).toBe(true);
  });
});
