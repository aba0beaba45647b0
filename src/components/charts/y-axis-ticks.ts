/** Values labelled on a trend's y-axis, lowest first; the first and last are the axis' domain. */
export type YAxisTicks = readonly number[];

/** A round step (1, 2, 5 or 10 times a power of ten) that cuts `span` into about `parts` parts. */
function niceStep(span: number, parts: number): number {
  const raw = span / parts;
  const power = 10 ** Math.floor(Math.log10(raw));
  const error = raw / power;
  const factor = error >= 7.07 ? 10 : error >= 3.16 ? 5 : error >= 1.41 ? 2 : 1;
  return factor * power;
}

/** `value` without the float noise of adding steps (0.30000000000000004 → 0.3). */
const clean = (value: number) => Number(value.toPrecision(12));

/**
 * The y-axis labels of values from `min` to `max`: about `count` round values, from a multiple of
 * the step at or below `min` to one at or above `max` (a fixed `domain` is kept as it is, its labels
 * at round steps inside it). No values: 0 to 1.
 */
export function yAxisTicks(
  min: number,
  max: number,
  count = 5,
  domain?: readonly [number, number],
): YAxisTicks {
  if (domain) {
    const [low, high] = domain;
    if (!(high > low)) return [low];
    const step = niceStep(high - low, count - 1);
    const ticks = [low];
    for (let value = Math.ceil(low / step) * step; value < high; value += step)
      if (value > low) ticks.push(clean(value));
    return [...ticks, high];
  }
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  const [low, high] = min === max ? [min - Math.abs(min || 1) / 2, max + Math.abs(max || 1) / 2] : [min, max];
  const step = niceStep(high - low, count - 1);
  const first = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let value = first; value < high + step / 2; value += step) ticks.push(clean(value));
  if (ticks[ticks.length - 1]! < high) ticks.push(clean(ticks[ticks.length - 1]! + step));
  return ticks;
}
