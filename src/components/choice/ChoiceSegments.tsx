import { useId } from 'react';
import classes from './ChoiceSegments.module.css';

/** One choice of a {@link ChoiceSegments}. */
export interface ChoiceSegment {
  value: string;
  label: string;
  disabled?: boolean;
}

/** The group's accessible name: its own text, or the id of the element that names it. */
type GroupName =
  { 'aria-label': string; 'aria-labelledby'?: never } | { 'aria-labelledby': string; 'aria-label'?: never };

type ChoiceSegmentsProps = GroupName & {
  data: readonly ChoiceSegment[];
  value: string;
  onChange: (value: string) => void;
  size?: 'xs' | 'sm';
  /** Every choice disabled (a read-only form). */
  disabled?: boolean;
  /** On a phone, take the whole width and let labels wrap. */
  fullWidthOnPhone?: boolean;
};

/**
 * A segmented choice of a few values: native radios in a named radio group, the checked one marked
 * by CSS. Mantine's SegmentedControl measures its segments to slide an indicator (forced layouts:
 * 100–170 ms of a first visit at Lighthouse's 4× CPU slowdown); this measures nothing.
 */
export function ChoiceSegments({
  data,
  value,
  onChange,
  size = 'sm',
  disabled = false,
  fullWidthOnPhone = false,
  ...name
}: ChoiceSegmentsProps) {
  const group = useId();
  return (
    <div
      role="radiogroup"
      {...name}
      className={classes.root}
      data-size={size}
      data-full-width-on-phone={fullWidthOnPhone || undefined}
    >
      {data.map((item) => (
        <label key={item.value} className={classes.segment}>
          <input
            type="radio"
            className={classes.input}
            name={group}
            value={item.value}
            checked={item.value === value}
            disabled={disabled || item.disabled}
            onChange={() => onChange(item.value)}
          />
          {item.label}
        </label>
      ))}
    </div>
  );
}
