/**
 * Inputs that live outside the project, beside it in `../shared` (the interface spec and the
 * reference OpenAPI documents), for the tests that read them. Without them a suite cannot run: in CI
 * that is a failure that says which input is missing and what to do; on a workstation the suite is
 * skipped under a title that names what is missing, so a skip is never mistaken for a pass.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

/** The project's root folder. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the shared inputs live: beside the project. */
export const sharedDir = path.resolve(repoRoot, '../shared');

/** True when the `CI` environment variable is set to anything but empty, `0` or `false`. */
export function isCi(env: Record<string, string | undefined> = process.env): boolean {
  const value = env.CI?.trim() ?? '';
  return value !== '' && !/^(0|false)$/i.test(value);
}

/** What a suite does about its inputs: run, fail (CI) or skip (elsewhere), with the words to say. */
export type InputsVerdict =
  | { action: 'run' }
  | { action: 'fail'; title: string; message: string }
  | { action: 'skip'; title: string; message: string };

/** Decide for a suite titled `title` that reads `inputs` (absolute paths), given which of them exist. */
export function inputsVerdict(
  title: string,
  inputs: string[],
  options: { ci: boolean; exists?: (file: string) => boolean },
): InputsVerdict {
  const exists = options.exists ?? fs.existsSync;
  const missing = inputs.filter((input) => !exists(input));
  if (missing.length === 0) return { action: 'run' };
  const names = missing.map((input) => path.relative(repoRoot, input)).join(' and ');
  const message =
    `${title}: ${names} ${missing.length > 1 ? 'are' : 'is'} missing. Put the shared folder ` +
    `(spec/operations.json and the reference OpenAPI documents reference/*.yml) at ` +
    `${path.relative(repoRoot, sharedDir)}/, beside the project folder, and run the tests again.`;
  return options.ci
    ? { action: 'fail', title: `${title} — ${names} missing`, message }
    : { action: 'skip', title: `${title} — SKIPPED: ${names} missing (CI fails here)`, message };
}

/**
 * `describe(title, suite)` when every input exists. Otherwise, in CI one failing test says what is
 * missing and what to do; elsewhere a warning says it and no suite is registered.
 */
export function describeWithInputs(title: string, inputs: string[], suite: () => void) {
  const verdict = inputsVerdict(title, inputs, { ci: isCi() });
  if (verdict.action === 'run') {
    describe(title, suite);
  } else if (verdict.action === 'fail') {
    describe(verdict.title, () => {
      it('has the shared inputs it validates against', () => {
        throw new Error(verdict.message);
      });
    });
  } else {
    // Outside CI a missing shared folder registers no suite: the warning says what did not run.
    console.warn(`${verdict.title}\n${verdict.message}`);
  }
}
