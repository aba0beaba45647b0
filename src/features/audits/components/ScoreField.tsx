import { TextInput } from '@mantine/core';
import { useState } from 'react';

interface ScoreFieldProps {
  label: string;
  /** The bound in effect (from the address). */
  value: number | undefined;
  /** Called with a whole score from 0 to 100, or undefined when the field is emptied. */
  onChange: (value: number | undefined) => void;
}

/** The whole score from 0 to 100 that `text` says, or undefined when it says none. */
function scoreOf(text: string): number | undefined {
  return /^\d{1,3}$/.test(text) && Number(text) <= 100 ? Number(text) : undefined;
}

/** A score bound typed as text: what is typed stays, a value that is not a score from 0 to 100 says so. */
export function ScoreField({ label, value, onChange }: ScoreFieldProps) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [seen, setSeen] = useState(value);
  const trimmed = text.trim();
  const typed = scoreOf(trimmed);
  const valid = trimmed === '' || typed !== undefined;
  // The bound changed elsewhere (Clear filters, the address): show it, unless the text already says it.
  if (value !== seen) {
    setSeen(value);
    if (value !== typed) setText(value === undefined ? '' : String(value));
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
        // An empty field clears the bound; text that is not a score leaves it as it was.
        const score = scoreOf(next.trim());
        if (next.trim() === '' || score !== undefined) onChange(score);
      }}
      w={110}
    />
  );
}
