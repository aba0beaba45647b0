import { describe, expect, it } from 'vitest';
import { fitColumn, fitWidths } from './fit-widths';

describe('fitWidths', () => {
  it('keeps the chosen widths while they fit, or while the room is unknown', () => {
    const columns = [
      { width: 300, min: 100 },
      { width: 200, min: 100 },
    ];
    expect(fitWidths(columns, 600)).toEqual([300, 200]);
    expect(fitWidths(columns, 0)).toEqual([300, 200]);
  });

  it('takes room from the widest columns first, never below a minimum, so the table fits', () => {
    const widths = fitWidths(
      [
        { width: 480, min: 96 },
        { width: 240, min: 200 },
        { width: 130, min: 130 },
        { width: 160, min: 96 },
      ],
      700,
    );
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeLessThanOrEqual(700);
    expect(widths).toEqual([205, 205, 130, 160]);
  });

  it('squeezes the numbers first, then the text', () => {
    const text = { width: 300, min: 96 };
    const number = { width: 160, min: 96, first: true };
    expect(fitWidths([text, number], 420)).toEqual([300, 120]);
    expect(fitWidths([text, number], 300)).toEqual([204, 96]);
  });

  it('leaves every column at its minimum when even those are too wide', () => {
    expect(
      fitWidths(
        [
          { width: 300, min: 250 },
          { width: 300, min: 250 },
        ],
        400,
      ),
    ).toEqual([250, 250]);
  });
});

describe('fitColumn', () => {
  const text = { id: 'name', header: 'Page title', accessor: () => '' };
  const plain = { resizedByHand: false, isKey: false };

  it('lets text shrink to its longest header word; the key column keeps more', () => {
    expect(fitColumn(text, 300, plain)).toEqual({ width: 300, min: 96, first: false });
    expect(fitColumn({ ...text, align: 'right' }, 160, plain).first).toBe(true);
    expect(fitColumn(text, 300, { ...plain, isKey: true }).min).toBe(200);
    expect(fitColumn({ ...text, header: 'Expiration' }, 300, plain).min).toBe(137);
  });

  it('keeps the width of a badge column, a control and a column resized by hand', () => {
    const badge = { ...text, cell: () => null };
    expect(fitColumn(badge, 140, plain).min).toBe(140);
    expect(fitColumn({ ...badge, wraps: true }, 140, plain).min).toBe(96);
    expect(fitColumn({ ...text, control: true }, 48, plain).min).toBe(48);
    expect(fitColumn(text, 300, { ...plain, resizedByHand: true }).min).toBe(300);
  });
});
