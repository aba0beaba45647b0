/** A score band: colour plus the words that say the same thing (colour is never the only signal). */
export interface ScoreBand {
  label: string;
  color: 'green' | 'lime' | 'yellow' | 'orange' | 'red';
}

/** Band of a 0–100 score. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 90) return { label: 'Excellent', color: 'green' };
  if (score >= 75) return { label: 'Good', color: 'lime' };
  if (score >= 60) return { label: 'Fair', color: 'yellow' };
  if (score >= 40) return { label: 'Poor', color: 'orange' };
  return { label: 'Critical', color: 'red' };
}
