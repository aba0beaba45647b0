/** The id of the command palette's search field: keys typed before it can take them wait for it. */
export const PALETTE_SEARCH_ID = 'command-palette-search';

/** How long keys are held for a field at most: past it they go to the page again. */
export const HOLD_AT_MOST_MS = 10_000;

/** What was typed ahead: the text, and whether Enter ended it (the field should act on it once it can). */
export interface TypedAhead {
  text: string;
  submitted: boolean;
}

/**
 * Keys typed for a field that is not there yet (the palette's code still arriving, its dialog still
 * opening), kept in order so none is lost: while it listens, printable keys, Backspace and Enter that
 * would go elsewhere are held back from the page, and `take()` hands over what they typed.
 */
export function createTypeAhead(fieldId: string, holdAtMostMs = HOLD_AT_MOST_MS) {
  let text = '';
  let submitted = false;
  let listening = false;
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLElement && event.target.id === fieldId) return;
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    const named = ['Backspace', 'Enter'].includes(event.key);
    if (!named && [...event.key].length !== 1) return;
    event.preventDefault();
    event.stopPropagation();
    if (submitted) return;
    if (event.key === 'Enter') submitted = true;
    else text = event.key === 'Backspace' ? text.slice(0, -1) : text + event.key;
  };
  return {
    /** Start holding keys (what was held before is dropped), for {@link HOLD_AT_MOST_MS} at most. */
    start() {
      text = '';
      submitted = false;
      clearTimeout(giveUp);
      // A field that never comes (its code failed to arrive) must not keep the keyboard.
      giveUp = setTimeout(() => this.take(), holdAtMostMs);
      if (listening) return;
      listening = true;
      window.addEventListener('keydown', onKeyDown, true);
    },
    /** Stop holding keys and return what they typed. */
    take(): TypedAhead {
      clearTimeout(giveUp);
      if (listening) window.removeEventListener('keydown', onKeyDown, true);
      listening = false;
      const typed = { text, submitted };
      text = '';
      submitted = false;
      return typed;
    },
  };
}

/** The keys typed between opening the palette and its search field taking the focus. */
export const paletteTypeAhead = createTypeAhead(PALETTE_SEARCH_ID);
