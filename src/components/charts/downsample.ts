/**
 * Keep at most `max` points, evenly spaced, always keeping the first and last, so a chart never
 * draws more points than it has pixels.
 */
export function downsample<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max || max < 3) return points.slice();
  const step = (points.length - 1) / (max - 1);
  const out: T[] = [];
  for (let i = 0; i < max; i++) out.push(points[Math.round(i * step)]!);
  return out;
}
