// The command line of `npm run bench`.
import { SECTIONS, type Section } from './result';

/** What to measure and what to do with the result. */
export interface BenchOptions {
  runs: number;
  sections: Section[];
  /** Exit non-zero on a missed budget or a regression against the baseline. */
  check: boolean;
  /** Write docs/benchmarks.md and docs/benchmarks.json (only when every section ran). */
  writeDocs: boolean;
  /** The committed result to compare with (relative to the project root). */
  baseline: string;
  /**
   * The check's self-test: the harness slows the trend chart by {@link INJECTED_SLOWDOWN} (its
   * component spins for that share of its own render time); `--check` must then flag the chart.
   */
  injectSlowdown: boolean;
}

/** How much `--inject-slowdown` slows the trend chart (0.3 = 30 % more of its own render time). */
export const INJECTED_SLOWDOWN = 0.3;

/** Default runs per browser figure. */
export const DEFAULT_RUNS = 5;

/** Parse `--runs=N --only=a,b --check --no-docs --baseline=path --inject-slowdown`; throws on anything else. */
export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    runs: DEFAULT_RUNS,
    sections: [...SECTIONS],
    check: false,
    writeDocs: true,
    baseline: 'docs/benchmarks.json',
    injectSlowdown: false,
  };
  for (const arg of argv) {
    const [name, value] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    if (name === '--check' && value === undefined) options.check = true;
    else if (name === '--no-docs' && value === undefined) options.writeDocs = false;
    else if (name === '--inject-slowdown' && value === undefined) options.injectSlowdown = true;
    else if (name === '--runs' && value !== undefined) {
      const runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1)
        throw new Error(`--runs must be a positive integer, got "${value}"`);
      options.runs = runs;
    } else if (name === '--only' && value) {
      const picked = value.split(',').map((section) => section.trim());
      const unknown = picked.filter((section) => !(SECTIONS as readonly string[]).includes(section));
      if (unknown.length)
        throw new Error(`--only: unknown section ${unknown.join(', ')}; use ${SECTIONS.join(', ')}`);
      options.sections = SECTIONS.filter((section) => picked.includes(section));
    } else if (name === '--baseline' && value) options.baseline = value;
    else
      throw new Error(
        `Unknown option "${arg}". Options: --runs=N, --only=${SECTIONS.join(',')}, --check, --no-docs, --baseline=path, --inject-slowdown`,
      );
  }
  return options;
}

/** Whether the result may replace the committed docs: docs wanted, every section measured, nothing injected. */
export function writesDocs(options: BenchOptions): boolean {
  return options.writeDocs && !options.injectSlowdown && options.sections.length === SECTIONS.length;
}
