// The shape of one `npm run bench` result (printed as JSON and written to docs/benchmarks.json).
import type { BundleReport } from '../bundle-report';
import type { EngineFigure } from './engine';
import type { FirstLoadFigure } from './first-load';
import type { HomeFigure } from './home';
import type { LibraryFigure } from './library';
import type { LighthouseResult } from './lighthouse';
import type { MemoryFigure } from './memory';
import type { HarnessTableFigure, TableFigure } from './scenarios';
import type { Spread } from './stats';

/** The parts of the benchmark `--only=` can pick. */
export const SECTIONS = [
  'bundle',
  'tables',
  'chart',
  'lighthouse',
  'memory',
  'home',
  'library',
  'engine',
  'compare',
] as const;

/** One part of the benchmark. */
export type Section = (typeof SECTIONS)[number];

/** A large table of the app, with its figures as ratios to the naive table measured in the same run. */
export type AppTableFigure = TableFigure & {
  totalRows: number;
  /** App figure ÷ the naive table's (its first render for the rows, its sweep frames for the sweep). */
  ratioToNaive: {
    navigationToRows: number;
    dataToRows: number;
    sweepMedianFrame: number;
    sweepP95Frame: number;
  };
  /** The per-run ratios to the naive table's run of the same round (the runs are interleaved). */
  ratioRuns?: Record<'navigationToRows' | 'dataToRows' | 'sweepMedianFrame' | 'sweepP95Frame', Spread | null>;
};

/** Everything one `npm run bench` measured; a section left out by `--only=` is absent. */
export interface BenchResult {
  date: string;
  machine: {
    cpu: string;
    cores: number;
    memoryGB: number;
    os: string;
    node: string;
    chromium: string;
    /** 1-minute load average when the run started: other work on the machine skews the figures. */
    loadAverage: number;
  };
  runsPerFigure: number;
  /** `--inject-slowdown`: the check's self-test slowed the trend chart on purpose. */
  injectedSlowdown?: number;
  /** The sections measured in this run. */
  sections: Section[];
  bundle?: Omit<BundleReport, 'failures'> & { firstRow?: FirstLoadFigure };
  pagesTable?: AppTableFigure;
  gridTable?: AppTableFigure;
  naiveVsVirtual?: {
    rows: number;
    virtual: HarnessTableFigure;
    naive: HarnessTableFigure;
    /** naive ÷ virtual: how many times slower the naive table is. */
    ratio: { firstRender: number; sweepMedianFrame: number; sweepP95Frame: number };
    /** Per-run virtual ÷ naive, the runs interleaved. */
    ratioRuns?: { firstRender: Spread | null; sweepMedianFrame: Spread | null };
  };
  chart?: {
    points: number;
    /** Render call → painted line (reported: frame pacing rounds it up to whole frames). */
    renderMs: Spread;
    /** The main thread's busy time meanwhile (judged). */
    workMs: Spread;
    /**
     * The chart's reference: recharts alone, the points the chart draws as two bare lines (no axes,
     * grid, tooltip), interleaved in the same run: the least any chart drawn by recharts takes here.
     */
    reference: { name: string; renderMs: Spread; workMs: Spread };
    /** Chart ÷ reference, main-thread work drawn warm: the medians' ratio. */
    ratio: number;
    /** The chart's rounds (median, quartiles, min, max) ÷ the reference's median, main-thread work. */
    ratios?: Spread | null;
    /** …and time to painted (reported). */
    paintedRatios?: Spread | null;
    /** The same 5,000 points as plain SVG polylines (no chart library), same run: what recharts adds. */
    polylines: { name: string; renderMs: Spread; workMs: Spread };
    /** `--inject-slowdown`: the share by which the chart was slowed on purpose (absent in a real run). */
    injectedSlowdown?: number;
    /** …and the ms of main-thread work that added to each counted render. */
    injectedMs?: number;
  };
  lighthouse?: LighthouseResult;
  memory?: MemoryFigure;
  /** Home on the demo (26 audits), large (5,000) and huge (50,000) accounts. */
  home?: HomeFigure;
  /** /audits and the command palette on the demo and huge accounts. */
  library?: LibraryFigure;
  gridEngine?: EngineFigure[];
  /** The Node figures' reference (engine and run comparison), measured in the same run. */
  nodeReference?: { name: string; ms: Spread };
  /** The client-side run comparison: diff, transition counts and a filter over two runs. */
  runDiff?: { pages: number; ms: Spread };
}
