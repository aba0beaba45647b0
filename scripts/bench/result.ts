// The shape of one `npm run bench` result (printed as JSON and written to docs/benchmarks.json).
import type { BundleReport } from '../bundle-report';
import type { EngineFigure } from './engine';
import type { FirstLoadFigure } from './first-load';
import type { HomeFigure } from './home';
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
  };
  chart?: {
    points: number;
    renderMs: Spread;
    /** The same points as plain SVG polylines, drawn in the same run. */
    reference: { name: string; renderMs: Spread };
    /** Chart ÷ reference (medians). */
    ratio: number;
    /** Recharts alone: the points the chart draws as two bare lines (no axes, grid, tooltip), same run. */
    library?: { name: string; renderMs: Spread };
  };
  lighthouse?: LighthouseResult;
  memory?: MemoryFigure;
  /** Home on the large account (5,000 audits). */
  home?: HomeFigure;
  gridEngine?: EngineFigure[];
  /** The Node figures' reference (engine and run comparison), measured in the same run. */
  nodeReference?: { name: string; ms: Spread };
  /** The client-side run comparison: diff, transition counts and a filter over two runs. */
  runDiff?: { pages: number; ms: Spread };
}
