import { useState } from 'react';

/** Items a section of Home shows at first, and adds with each "Show more". */
export const SHOWN_STEP = 10;

/** How many items a section shows (sections named by a key), and a way to show more of one. */
export function useShown() {
  const [added, setAdded] = useState<Record<string, number>>({});
  const shownOf = (section: string) => SHOWN_STEP + (added[section] ?? 0);
  const showMore = (section: string) =>
    setAdded((current) => ({ ...current, [section]: (current[section] ?? 0) + SHOWN_STEP }));
  return { shownOf, showMore };
}
