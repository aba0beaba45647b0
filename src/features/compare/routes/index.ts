/** The comparison screen of two runs (its own lazy chunk). */
export { ComparePage } from './ComparePage';
