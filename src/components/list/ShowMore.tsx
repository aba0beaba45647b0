import { Button } from '@mantine/core';
import { useState } from 'react';

/** How many items a long list shows before "Show all". */
export const SHOWN_AT_FIRST = 25;

/**
 * The first `limit` items of a long list until the user asks for all of them, so a list of a
 * thousand parts (a saved grid query, say) opens as fast as a short one.
 */
export function useShowMore<T>(items: readonly T[], limit = SHOWN_AT_FIRST) {
  const [all, setAll] = useState(false);
  const capped = !all && items.length > limit;
  return {
    shown: capped ? items.slice(0, limit) : items,
    expanded: all,
    toggle: () => setAll((value) => !value),
    hidden: capped ? items.length - limit : 0,
  };
}

interface ShowMoreButtonProps {
  /** What `useShowMore` returned for the list. */
  list: { expanded: boolean; hidden: number; toggle: () => void };
  total: number;
  /** The plural noun of the items ("columns", "filters"). */
  noun: string;
  limit?: number;
}

/** "Show all 1,000 columns" under a capped list, "Show the first 25" once expanded; nothing for a short list. */
export function ShowMoreButton({ list, total, noun, limit = SHOWN_AT_FIRST }: ShowMoreButtonProps) {
  if (total <= limit) return null;
  return (
    <Button size="xs" variant="subtle" onClick={list.toggle} aria-expanded={list.expanded}>
      {list.expanded
        ? `Show the first ${limit} ${noun}`
        : `Show all ${total.toLocaleString('en')} ${noun} (${list.hidden.toLocaleString('en')} more)`}
    </Button>
  );
}
