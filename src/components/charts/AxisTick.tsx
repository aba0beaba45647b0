import type { XAxisTickContentProps, YAxisTickContentProps } from 'recharts';
import { labelWidth } from './tick-interval';

/** Offset of the first text line from the tick, per vertical anchor (as recharts' own Text does). */
const ANCHOR_DY = { start: '0.71em', middle: '0.355em', end: 0 } as const;

/**
 * An axis label as plain SVG text of `fontSize` px. recharts' default label measures its words in
 * the DOM (to wrap them), which a one-line label does not need. A centred label that would run past
 * `maxX` (the chart's right edge) ends there instead.
 */
export function axisTick(fontSize: number, maxX = Infinity) {
  return function AxisTick({
    x,
    y,
    textAnchor,
    verticalAnchor,
    fill,
    className,
    payload,
    tickFormatter,
    index,
  }: XAxisTickContentProps | YAxisTickContentProps) {
    const text = tickFormatter ? tickFormatter(payload.value, index) : String(payload.value);
    const overflows = textAnchor === 'middle' && Number(x) + labelWidth(text, fontSize) / 2 > maxX;
    return (
      <text
        x={overflows ? maxX : x}
        y={y}
        dy={ANCHOR_DY[verticalAnchor]}
        textAnchor={overflows ? 'end' : textAnchor}
        fill={fill}
        fontSize={fontSize}
        className={className}
      >
        {text}
      </text>
    );
  };
}
