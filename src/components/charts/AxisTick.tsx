import { labelWidth } from './tick-interval';

/** Length of an axis' tick mark, and the gap between it and its label, in px (recharts' defaults). */
export const TICK_SIZE = 6;
export const TICK_MARGIN = 2;
/** Colour of the axes' lines, tick marks and labels. */
export const AXIS_COLOR = 'var(--mantine-color-dimmed)';

/** Offset of the first text line from the tick, per vertical anchor (as recharts' own Text does). */
const ANCHOR_DY = { start: '0.71em', middle: '0.355em', end: 0 } as const;

interface AxisLabelProps {
  x: number | string | undefined;
  y: number | string | undefined;
  text: string;
  fontSize: number;
  textAnchor: 'start' | 'middle' | 'end' | 'inherit';
  verticalAnchor: keyof typeof ANCHOR_DY;
  fill: string | undefined;
  className?: string;
  /** The chart's right edge: a centred label that would run past it ends there instead. */
  maxX?: number;
  /** The chart's left edge: a centred label that would start before it starts there instead. */
  minX?: number;
}

/**
 * An axis label as plain SVG text of `fontSize` px. recharts' default label measures its words in
 * the DOM (to wrap them), which a one-line label does not need.
 */
export function AxisLabel({
  x,
  y,
  text,
  fontSize,
  textAnchor,
  verticalAnchor,
  fill,
  className,
  maxX = Infinity,
  minX = -Infinity,
}: AxisLabelProps) {
  const half = textAnchor === 'middle' ? labelWidth(text, fontSize) / 2 : 0;
  const overflows = textAnchor === 'middle' && Number(x) + half > maxX;
  const underflows = textAnchor === 'middle' && !overflows && Number(x) - half < minX;
  return (
    <text
      x={overflows ? maxX : underflows ? minX : x}
      y={y}
      dy={ANCHOR_DY[verticalAnchor]}
      textAnchor={overflows ? 'end' : underflows ? 'start' : textAnchor}
      fill={fill}
      fontSize={fontSize}
      className={className}
    >
      {text}
    </text>
  );
}
