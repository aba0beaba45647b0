import { runData } from '../../db/run-data';
import { runScores, runTotalScore, type RunScores } from '../../db/run-data/scores';
import { col, type ColumnSpec } from '../columns';
import type { RunCtx } from '../context';

/** Whether a run has scores: it completed and scanned pages. */
const scored = (r: RunCtx) => Boolean(r.run.completed) && r.run.totalUrl > 0;

/** One part of a scored run's scores, as its scores endpoint serves them. */
const part = (name: Exclude<keyof RunScores, 'total'>) => (r: RunCtx) => {
  if (!scored(r)) return null;
  const data = runData(r.db, r.audit.audit.id, r.run.id);
  return data ? runScores(r.db, r.audit.audit.id, r.run, data)[name].score : null;
};

/** A run's total score (null until it has one), as its run list and scores show it. */
export const totalScoreColumn = col.integer(
  'SCORE_TOTAL',
  'Score',
  (r: RunCtx) => (scored(r) ? runTotalScore(r.db, r.audit.audit.id, r.run) : null),
  'measure',
  { nullable: true },
);

/** The parts of a run's score (read only for the rows a query reaches: they measure its pages). */
export const scorePartColumns: ColumnSpec<RunCtx>[] = [
  col.decimal('SCORE_TAG_PRESENCE', 'Tag presence score', part('tagPresence'), { nullable: true }),
  col.decimal('SCORE_TAG_PERFORMANCE', 'Tag performance score', part('tagPerformance'), { nullable: true }),
  col.decimal('SCORE_RULES', 'Rules score', part('rules'), { nullable: true }),
  col.decimal('SCORE_PAGE_PERFORMANCE', 'Page performance score', part('pagePerformance'), {
    nullable: true,
  }),
  col.decimal('SCORE_COOKIES', 'Cookies score', part('cookies'), { nullable: true }),
].map((spec) => ({ ...spec, lazy: true }));
