import { useId } from 'react';
import classes from './ChoiceSegments.module.css';

/** One choice of a {@link ChoiceSegments}. */
export interface ChoiceSegment {
  value: string;
  label: string;
  disabled?: boolean;
}

interface ChoiceSegmentsProps {
  'aria-label': string;
  data: readonly ChoiceSegment[];
  value: string;
  onChange: (value: string) => void;
  size?: 'xs' | 'sm';
  /** On a phone, take the whole width and let labels wrap. */
  fullWidthOnPhone?: boolean;
}

/**
 * A segmented choice of a few values: native radios in a labelled radio group, the checked one
 * marked by CSS. Mantine's SegmentedControl measures its segments to slide an indicator (forced
 * layouts: 130–170 ms of a first visit at Lighthouse's 4× CPU slowdown); this measures nothing.
 */
export function ChoiceSegments({
  data,
  value,
  onChange,
  size = 'sm',
  fullWidthOnPhone = false,
  ...rest
}: ChoiceSegmentsProps) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={rest['aria-label']}
      className={classes.root}
      data-size={size}
      data-full-width-on-phone={fullWidthOnPhone || undefined}
    >
      {data.map((item) => (
        <label key={item.value} className={classes.segment}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={item.value}
            checked={item.value === value}
            disabled={item.disabled}
            onChange={() => onChange(item.value)}
          />
          {item.label}
        </label>
      ))}
    </div>
  );
}
