import { TextInput } from '@mantine/core';
import { useState } from 'react';

interface ScoreFieldProps {
  label: string;
  /** The bound in effect (from the address). */
  value: number | undefined;
  /** Called with a whole score from 0 to 100, or undefined when the field is emptied. */
  onChange: (value: number | undefined) => void;
}

/** A score bound typed as text: what is typed stays, a value that is not a score from 0 to 100 says so. */
export function ScoreField({ label, value, onChange }: ScoreFieldProps) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [seen, setSeen] = useState(value);
  const trimmed = text.trim();
  const valid = trimmed === '' || (/^\d{1,3}$/.test(trimmed) && Number(trimmed) <= 100);
  // The bound changed elsewhere (Clear filters, the address): show it, unless the text already says it.
  if (value !== seen) {
    setSeen(value);
    if (value !== (valid && trimmed !== '' ? Number(trimmed) : undefined))
      setText(value === undefined ? '' : String(value));
  }
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      value={text}
      error={valid ? undefined : 'A whole number from 0 to 100'}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const score = next.trim();
        if (score === '') onChange(undefined);
        else if (/^\d{1,3}$/.test(score) && Number(score) <= 100) onChange(Number(score));
      }}
      w={110}
    />
  );
}
