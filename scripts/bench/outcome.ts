// What a run ends with: the verdict (budgets and regressions against the committed run) and the docs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { BudgetCheck } from './budgets';
import type { Figure } from './figures';
import { findRegressions, regressionTable, REGRESSION_THRESHOLD, type Comparison } from './regressions';
import { benchmarksMarkdown } from './report';
import type { BenchResult } from './result';

/** The committed result's figures, or why there are none. */
export type Baseline = { file: string; date: string; figures: Figure[] } | { file: string; missing: string };

/** A result as stored in docs/benchmarks.json: the measurements, the budgets and the flat figures. */
export type StoredResult = BenchResult & { budgets: BudgetCheck[]; figures: Figure[] };

/** Read the committed result at `file` (docs/benchmarks.json). */
export function readBaseline(file: string): Baseline {
  if (!existsSync(file)) return { file, missing: 'no committed result' };
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredResult>;
    if (!Array.isArray(stored.figures)) return { file, missing: 'it has no "figures" list' };
    return { file, date: stored.date ?? 'unknown date', figures: stored.figures };
  } catch (error) {
    return { file, missing: `unreadable (${error instanceof Error ? error.message : String(error)})` };
  }
}

const ratioText = (now: number, then: number) => (then > 0 ? `${(now / then).toFixed(2)}×` : '—');

/** The verdict of `--check`. */
export interface Verdict {
  passed: boolean;
  missed: BudgetCheck[];
  comparison: Comparison | null;
}

/** Log missed budgets and regressions against the baseline, and say whether the run passes. */
export function summarize(input: {
  budgets: readonly BudgetCheck[];
  figures: readonly Figure[];
  baseline: Baseline;
  log: (message: string) => void;
}): Verdict {
  const { budgets, figures, baseline, log } = input;
  const missed = budgets.filter((check) => !check.met);
  if (missed.length) {
    log(`${missed.length} of ${budgets.length} budgets missed:`);
    for (const check of missed) log(`  ✗ ${check.budget}: ${check.measured}`);
  } else log(`all ${budgets.length} budgets met`);
  if ('missing' in baseline) {
    log(`${path.basename(baseline.file)}: ${baseline.missing}; checking budgets only`);
    return { passed: missed.length === 0, missed, comparison: null };
  }
  const comparison = findRegressions(figures, baseline.figures);
  const threshold = `${REGRESSION_THRESHOLD * 100} %`;
  if (comparison.regressions.length) {
    log(
      `${comparison.regressions.length} figures more than ${threshold} worse than the run of ${baseline.date}:`,
    );
    for (const line of regressionTable(comparison.regressions).split('\n')) log(`  ${line}`);
  } else
    log(
      `no figure more than ${threshold} worse than the run of ${baseline.date} (${comparison.compared} compared)`,
    );
  for (const entry of comparison.calibration)
    log(
      `  host: ${entry.reference} ${entry.previous} then, ${entry.current} now (${ratioText(entry.current, entry.previous)} the committed run's)`,
    );
  for (const entry of comparison.wideRatios)
    log(
      `  finding, not judged: ${entry.label}: its committed spread ${entry.spread.min}–${entry.spread.max} around ${entry.committed} is too wide to tell a ${threshold} change (now ${entry.now}); measure it with more --runs`,
    );
  if (comparison.notJudged.length)
    log(`reported, not judged (scores; times without a reference): ${comparison.notJudged.join(', ')}`);
  if (comparison.missing.length)
    log(`not in the committed run, so not compared: ${comparison.missing.join(', ')}`);
  return { passed: missed.length === 0 && comparison.regressions.length === 0, missed, comparison };
}

/** Write docs/benchmarks.md and docs/benchmarks.json (Prettier-formatted). */
export async function writeDocs(root: string, stored: StoredResult, log: (message: string) => void) {
  const notes = readFileSync(path.join(root, 'scripts/bench/method.md'), 'utf8');
  const markdownPath = path.join(root, 'docs/benchmarks.md');
  const jsonPath = path.join(root, 'docs/benchmarks.json');
  const markdown = benchmarksMarkdown(stored, stored.budgets, notes);
  // The project's Prettier options (package.json), so `prettier --check .` in `npm test` accepts both files.
  const formatted = async (text: string, filepath: string) =>
    format(text, { ...(await resolveConfig(filepath)), filepath });
  writeFileSync(markdownPath, await formatted(markdown, markdownPath));
  writeFileSync(jsonPath, await formatted(JSON.stringify(stored), jsonPath));
  log('wrote docs/benchmarks.md and docs/benchmarks.json');
}
