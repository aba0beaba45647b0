import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AxisLabel } from './AxisTick';

/** The drawn <text> of a centred label at `x` in a chart 300 px wide. */
function label(x: number, text: string) {
  const { container } = render(
    <svg>
      <AxisLabel
        x={x}
        y={0}
        text={text}
        fontSize={11}
        textAnchor="middle"
        verticalAnchor="start"
        fill="black"
        minX={0}
        maxX={300}
      />
    </svg>,
  );
  const node = container.querySelector('text')!;
  return { x: node.getAttribute('x'), anchor: node.getAttribute('text-anchor') };
}

describe('AxisLabel', () => {
  it('keeps a centred label that fits centred on its tick', () => {
    expect(label(150, '12 Nov 2026')).toEqual({ x: '150', anchor: 'middle' });
  });

  it('starts a label at the chart’s left edge rather than cutting it there', () => {
    expect(label(10, '12 Nov 2026')).toEqual({ x: '0', anchor: 'start' });
  });

  it('ends a label at the chart’s right edge rather than cutting it there', () => {
    expect(label(295, '12 Nov 2026')).toEqual({ x: '300', anchor: 'end' });
  });
});
