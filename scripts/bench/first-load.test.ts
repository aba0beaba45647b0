import { describe, expect, it } from 'vitest';
import { medianVisit, type FirstLoadFigure } from './first-load';

const visit = (gzipKB: number, requests: number): FirstLoadFigure => ({
  path: '/audits',
  requests,
  gzipKB,
  byKind: { document: 0.7, script: gzipKB - 1, style: 0.3, font: 0, api: 0, other: 0 },
  firstRowMs: 1000,
});

describe('medianVisit', () => {
  it('keeps the visit with the median bytes, so one late first row does not count the deferred code', () => {
    expect(medianVisit([visit(289, 33), visit(367.1, 43), visit(288.6, 33)])).toEqual(visit(289, 33));
  });

  it('takes the lower middle visit of an even number, and the only one of one', () => {
    expect(medianVisit([visit(300, 35), visit(280, 32)]).gzipKB).toBe(280);
    expect(medianVisit([visit(290, 33)]).gzipKB).toBe(290);
  });

  it('refuses an empty list', () => {
    expect(() => medianVisit([])).toThrow(/No visit/);
  });
});
