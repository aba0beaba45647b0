import { useCallback, useRef, type KeyboardEvent } from 'react';

const POINTER_RELEASE = ['pointerup', 'pointercancel'] as const;
const KEY_RELEASE = ['keyup', 'blur'] as const;

/**
 * Hold `apply` back while the element is pressed (a pointer down, or Space held on a button) and run
 * it once the release and the click it makes have been delivered: replacing a button mid-press
 * would lose that click. Returns `applyWhenFree` and the press handlers to put on the element.
 */
export function useUntilReleased(apply: () => void) {
  const pressed = useRef(false);
  const waiting = useRef(false);

  const applyWhenFree = useCallback(() => {
    if (pressed.current) waiting.current = true;
    else apply();
  }, [apply]);

  const hold = (releaseEvents: readonly string[]) => {
    if (pressed.current) return; // already held until a release
    pressed.current = true;
    const release = () => {
      for (const type of releaseEvents) window.removeEventListener(type, release, true);
      // After the click that follows the release in the same task.
      setTimeout(() => {
        pressed.current = false;
        if (!waiting.current) return;
        waiting.current = false;
        apply();
      });
    };
    for (const type of releaseEvents) window.addEventListener(type, release, true);
  };

  const pressHandlers = {
    onPointerDownCapture: () => hold(POINTER_RELEASE),
    onKeyDownCapture: (event: KeyboardEvent) => {
      if (event.key === ' ' && !event.repeat) hold(KEY_RELEASE);
    },
  };
  return { applyWhenFree, pressHandlers };
}
