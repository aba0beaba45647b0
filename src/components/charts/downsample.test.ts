import { describe, expect, it } from 'vitest';
import { downsample } from './downsample';

interface Point {
  label: string;
  a: number | null;
  b?: number | null;
}

/** `count` points of a deterministic, gently noisy series `a` around 100, and `b` around 5. */
function makePoints(count: number): Point[] {
  return Array.from({ length: count }, (_, i) => ({
    label: `run ${i}`,
    a: 100 + ((i * 37) % 11) - 5,
    b: 5 + ((i * 13) % 3) / 10,
  }));
}

const bothSeries = (p: Point) => [p.a, p.b];

describe('downsample', () => {
  it('returns a copy of the points untouched when they fit under the cap', () => {
    const points = makePoints(50);
    const result = downsample(points, 50, bothSeries);
    expect(result).toEqual(points);
    expect(result).not.toBe(points);
    expect(downsample(points, 600, bothSeries)).toEqual(points);
  });

  it('keeps the first and last points and exactly `max` points in time order', () => {
    const points = makePoints(5000);
    const result = downsample(points, 700, bothSeries);
    expect(result).toHaveLength(700);
    expect(result[0]).toBe(points[0]);
    expect(result.at(-1)).toBe(points.at(-1));
    const indexes = result.map((p) => points.indexOf(p));
    expect(indexes).toEqual([...indexes].sort((x, y) => x - y));
    expect(new Set(indexes).size).toBe(indexes.length);
  });

  it('never returns more than the cap, for any cap', () => {
    const points = makePoints(1001);
    for (const max of [0, 1, 2, 3, 4, 7, 100, 999, 1000, 1001, 1500]) {
      const result = downsample(points, max, bothSeries);
      expect(result.length).toBe(Math.min(points.length, max));
    }
  });

  it('keeps a single spike and a single dip among 5,000 points', () => {
    const points = makePoints(5000);
    points[2345] = { ...points[2345]!, label: 'spike', a: 900 };
    points[4321] = { ...points[4321]!, label: 'dip', a: -400 };
    const labels = downsample(points, 300, (p) => [p.a]).map((p) => p.label);
    expect(labels).toContain('spike');
    expect(labels).toContain('dip');
  });

  it('keeps a spike in the second series even when the first has larger values', () => {
    const points = makePoints(5000);
    points[1234] = { ...points[1234]!, label: 'b spike', b: 9 };
    const labels = downsample(points, 300, bothSeries).map((p) => p.label);
    expect(labels).toContain('b spike');
  });

  it('tolerates gaps and rows without any value', () => {
    const points = makePoints(3000).map((p, i) => (i % 7 === 0 ? { ...p, a: null, b: null } : p));
    const result = downsample(points, 200, bothSeries);
    expect(result).toHaveLength(200);
    expect(downsample(makePoints(3000), 200, () => [])).toHaveLength(200);
  });
});
