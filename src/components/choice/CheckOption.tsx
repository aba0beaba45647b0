import type { ReactNode } from 'react';
import classes from './CheckOption.module.css';

interface CheckOptionProps {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A checkbox with its label, for long lists (a schema's hundred columns): the native input in the
 * theme's colour. Mantine's Checkbox renders five elements through its style hooks, which made a
 * list of a hundred a long task of its own on every render of the list.
 */
export function CheckOption({ label, checked, disabled = false, onChange }: CheckOptionProps) {
  return (
    <label className={classes.option} data-disabled={disabled || undefined}>
      <input
        type="checkbox"
        className={classes.box}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
