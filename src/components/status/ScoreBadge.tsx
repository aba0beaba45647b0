import { Badge } from '@mantine/core';
import { scoreBand } from '@/lib/score';

/** A 0–100 score with its band in words and colour. */
export function ScoreBadge({ score }: { score: number | null | undefined }) {
  if (score === null || score === undefined) return <span aria-label="No score">–</span>;
  const band = scoreBand(score);
  return (
    <Badge color={band.color} variant="light" radius="sm" aria-label={`Score ${score} of 100, ${band.label}`}>
      {score} · {band.label}
    </Badge>
  );
}
