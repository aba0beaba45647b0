import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';

/** The attribute that carries an audit id on its row checkbox: the order the user sees, read from the page. */
export const SELECT_ID_ATTRIBUTE = 'data-select-id';

/** The ids from `from` to `to` (both included, either direction) in `order`; only `to` when `from` is not there. */
export function rangeBetween<K>(order: readonly K[], from: K | undefined, to: K): K[] {
  const start = from === undefined ? -1 : order.indexOf(from);
  const end = order.indexOf(to);
  if (start < 0 || end < 0) return [to];
  return order.slice(Math.min(start, end), Math.max(start, end) + 1);
}

/** The audit ids of the row checkboxes inside `container`, in the order the page shows them. */
export function shownOrder(container: HTMLElement | null): number[] {
  const boxes = container?.querySelectorAll(`[${SELECT_ID_ATTRIBUTE}]`) ?? [];
  return [...boxes].map((box) => Number(box.getAttribute(SELECT_ID_ATTRIBUTE)));
}

/** What the row and header checkboxes need: the selection and the ways to change it. */
export interface AuditSelection {
  /** The selected audits among those shown (a selected audit the filter hides is not acted on). */
  selected: ReadonlySet<number>;
  /** Tick or untick one audit; with `extend` (Shift), every audit shown between the last one clicked and it. */
  toggle: (id: number, checked: boolean, extend: boolean) => void;
  /** Tick or untick several audits at once. */
  setMany: (ids: readonly number[], checked: boolean) => void;
  /** Untick every audit. */
  clear: () => void;
}

/**
 * Selection of audits among `shown` (the ids the filter lets through), with Shift-click ranges along
 * the row checkboxes inside `container`, in the order they are shown.
 */
export function useAuditSelection(
  shown: readonly number[],
  container: RefObject<HTMLElement | null>,
): AuditSelection {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const anchor = useRef<number | undefined>(undefined);

  const selected = useMemo(() => new Set(shown.filter((id) => chosen.has(id))), [shown, chosen]);

  const setMany = useCallback((ids: readonly number[], checked: boolean) => {
    setChosen((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  const toggle = useCallback(
    (id: number, checked: boolean, extend: boolean) => {
      // Sorted per table and grouped by folder: the page's own order is the one to extend along.
      setMany(extend ? rangeBetween(shownOrder(container.current), anchor.current, id) : [id], checked);
      anchor.current = id;
    },
    [container, setMany],
  );

  const clear = useCallback(() => {
    setChosen(new Set());
    anchor.current = undefined;
  }, []);

  return { selected, toggle, setMany, clear };
}
