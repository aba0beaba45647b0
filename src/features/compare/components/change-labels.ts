import type { ChangeKind } from '@/api/compare/diff';

/** Words and colour of each change kind (the word is always shown: never colour alone). */
export const changeLabels: Record<ChangeKind, { label: string; color: string }> = {
  new: { label: 'New', color: 'teal' },
  removed: { label: 'Removed', color: 'red' },
  changed: { label: 'Changed', color: 'orange' },
  unchanged: { label: 'Unchanged', color: 'gray' },
};

/** Longest value text shown in a cell or an option; the full value is in the title and the CSV. */
export const SHOWN_CHARACTERS = 120;

/** A value cut to {@link SHOWN_CHARACTERS} with an ellipsis. */
export function clip(value: string): string {
  return value.length > SHOWN_CHARACTERS ? `${value.slice(0, SHOWN_CHARACTERS)}…` : value;
}
