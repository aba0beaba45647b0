import type { Db, RunRow } from '../types';
import type { RunData } from './index';
import { runCookies } from './run-level';
import { runFacts, runRecordKey, type RunRuleTotals } from './run-facts';

/** One score part: what was earned out of its maximum (AuditRun_AuditSummary_Score). */
export type ScorePart = { score: number; max: number };

/** The parts of a run's score and their maximum points; they add up to 100. */
export const scoreParts = {
  tagPresence: 25,
  tagPerformance: 20,
  rules: 20,
  pagePerformance: 20,
  cookies: 15,
} as const;
type PartName = keyof typeof scoreParts;
/** Every part of a run's score and its total (AuditRun_AuditSummary_ScoresDTO). */
export type RunScores = Record<PartName | 'total', ScorePart>;
const partNames = Object.keys(scoreParts) as PartName[];
const RULES = partNames.indexOf('rules');

const memo = new WeakMap<Db, Map<string, RunScores>>();

/** A page loads well under this many milliseconds. */
const FAST_PAGE_MS = 3_000;
/** The most a run on which a rule failed scores: its rules part has lost at least a point. */
const MOST_WITH_RULE_FAILURES = 99;

/** How well the run's pages did on each part, from 0 to 1 (rules: the share of applied results that passed). */
function partRatios(data: RunData, rules: RunRuleTotals): Record<PartName, number> {
  const { pages, site } = data;
  const core = site.stack.filter((vendor) => vendor.coverage >= 0.9).map((vendor) => vendor.tagId);
  let withCore = 0;
  let tagFires = 0;
  let broken = 0;
  let fast = 0;
  for (const page of pages) {
    if (core.every((tagId) => page.vendors.some((vendor) => vendor.tagId === tagId))) withCore++;
    tagFires += page.vendors.length;
    broken += page.brokenTagIds.length;
    if (page.loadTime < FAST_PAGE_MS) fast++;
  }
  const cookies = runCookies(data);
  const firstParty = cookies.filter(
    (cookie) => cookie.domain === site.host || cookie.domain === `.${site.host.replace(/^www\./, '')}`,
  ).length;
  const n = Math.max(1, pages.length);
  return {
    tagPresence: withCore / n,
    tagPerformance: tagFires ? 1 - broken / tagFires : 1,
    rules: rules.applied ? 1 - rules.failures / rules.applied : 1,
    pagePerformance: fast / n,
    cookies: cookies.length ? firstParty / cookies.length : 1,
  };
}

/**
 * A run's total score, as every screen shows it: the score it recorded, within what its parts can
 * add up to. A run on which a rule failed scores at most {@link MOST_WITH_RULE_FAILURES} (its
 * rules part lost points); one whose rules all passed at least the rules part's maximum (only the
 * other parts lost points). 0 while it runs or when it scanned nothing.
 */
export function runTotalScore(db: Db, auditId: number, run: RunRow): number {
  if (!run.completed || run.totalUrl <= 0 || run.score <= 0) return Math.max(0, run.score);
  const score = Math.min(100, run.score);
  if (score >= scoreParts.rules && score <= MOST_WITH_RULE_FAILURES) return score;
  return runFacts(db, auditId, run).rules.failures > 0
    ? Math.min(score, MOST_WITH_RULE_FAILURES)
    : Math.max(score, scoreParts.rules);
}

/**
 * Share `amount` out in proportion to `weights` without giving any slot more than its cap: a slot
 * that would overflow is filled to its cap and the rest is shared again among the others. Slots
 * of weight 0 take a share only when nothing else can (then in proportion to their room).
 */
function distribute(amount: number, weights: number[], caps: number[]): number[] {
  const given = weights.map(() => 0);
  let open = caps.map((_, i) => i).filter((i) => caps[i]! > 0);
  let remaining = Math.min(
    amount,
    caps.reduce((a, b) => a + b, 0),
  );
  while (remaining > 1e-9 && open.length > 0) {
    const positive = open.some((i) => weights[i]! > 0);
    const weightOf = (i: number) => (positive ? weights[i]! : caps[i]! - given[i]!);
    const sum = open.reduce((acc, i) => acc + weightOf(i), 0);
    const full = open.filter((i) => given[i]! + (remaining * weightOf(i)) / sum >= caps[i]!);
    if (full.length === 0) {
      for (const i of open) given[i]! += (remaining * weightOf(i)) / sum;
      break;
    }
    for (const i of full) {
      remaining -= caps[i]! - given[i]!;
      given[i] = caps[i]!;
    }
    open = open.filter((i) => !full.includes(i));
  }
  return given;
}

/** Whole tenths that add up to `target`, each the floor or the ceiling of its share (largest remainders first). */
function wholeTenths(lost: number[], caps: number[], target: number): number[] {
  const floors = lost.map(Math.floor);
  let short = target - floors.reduce((a, b) => a + b, 0);
  const byFraction = lost.map((value, i) => ({ i, fraction: value - floors[i]! }));
  byFraction.sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of byFraction) {
    if (short <= 0) break;
    if (floors[i]! < caps[i]!) {
      floors[i]! += 1;
      short -= 1;
    }
  }
  return floors;
}

/**
 * A run's scores: each part measured on its pages, then scaled so that the parts add up to the
 * run's total ({@link runTotalScore}) exactly: points are lost where the pages did worst, never
 * more than a part's maximum; the rules part loses points exactly when a rule failed on a page.
 * A run that is still going or failed scores 0 on every part, as its total does. Measured once per
 * record, rules and total (each caller gets its own copy).
 */
export function runScores(db: Db, auditId: number, run: RunRow, data: RunData): RunScores {
  const total = runTotalScore(db, auditId, run);
  let byKey = memo.get(db);
  if (!byKey) memo.set(db, (byKey = new Map()));
  const key = `${runRecordKey(db, auditId, run)}|${run.completed ?? ''}|${total}`;
  const hit = byKey.get(key);
  if (hit) return structuredClone(hit);
  const scores = measureScores(db, auditId, run, data, total);
  byKey.set(key, scores);
  return structuredClone(scores);
}

/** The scores of a run whose total is `total`: its parts measured on its pages (see {@link runScores}). */
function measureScores(db: Db, auditId: number, run: RunRow, data: RunData, total: number): RunScores {
  if (!run.completed || data.pages.length === 0 || total <= 0) {
    const zero = Object.fromEntries(partNames.map((name) => [name, { score: 0, max: scoreParts[name] }]));
    return { total: { score: total, max: 100 }, ...zero } as RunScores;
  }
  const rules = runFacts(db, auditId, run).rules;
  const ratios = partRatios(data, rules);
  // Work in tenths of a point so that the parts add up to the total exactly.
  const caps = partNames.map((name) => scoreParts[name] * 10);
  const room = caps.map((cap, i) => (i === RULES && rules.failures === 0 ? 0 : cap));
  const target = (100 - total) * 10;
  const weights = partNames.map((name, i) => (1 - Math.max(0, Math.min(1, ratios[name]))) * room[i]!);
  const lost = wholeTenths(distribute(target, weights, room), room, target);
  if (rules.failures > 0 && lost[RULES] === 0) {
    // A failed rule costs at least a tenth: taken from the part that lost most.
    const most = lost.indexOf(Math.max(...lost));
    lost[most]! -= 1;
    lost[RULES] = 1;
  }
  const parts = Object.fromEntries(
    partNames.map((name, i) => [name, { score: (caps[i]! - lost[i]!) / 10, max: scoreParts[name] }]),
  );
  return { total: { score: total, max: 100 }, ...parts } as RunScores;
}
