import { NumberInput } from '@mantine/core';
import type { Ref } from 'react';

interface PageLimitInputProps {
  name: string;
  value: number | undefined;
  /** Gets the number typed, or NaN once the field is emptied (so the form says "Enter the number of pages"). */
  onChange: (value: number) => void;
  onBlur: () => void;
  ref?: Ref<HTMLInputElement>;
  error?: string;
  maw?: number;
}

/** An audit's page limit ("Pages scanned per run"): a whole number field; emptied, it stays empty. */
export function PageLimitInput({ name, value, onChange, onBlur, ref, error, maw }: PageLimitInputProps) {
  return (
    <NumberInput
      label="Page limit"
      description="Pages scanned per run"
      required
      min={1}
      allowDecimal={false}
      thousandSeparator=","
      rightSection="pages"
      rightSectionWidth={56}
      maw={maw}
      name={name}
      ref={ref}
      value={value !== undefined && Number.isFinite(value) ? value : ''}
      onChange={(next) => onChange(typeof next === 'number' ? next : Number.NaN)}
      onBlur={onBlur}
      error={error}
    />
  );
}
