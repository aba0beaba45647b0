import { QueryClientContext } from '@tanstack/react-query';
import {
  useContext,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { retryFailedCode } from './lazy-export';
import { showPartFailure } from './part-failures';
import { useUntilReleased } from './until-released';
import { whenQueriesSettled } from './when-settled';

/** Extra prop of a deferred component: the user asked for it (clicked its stand-in) before it loaded. */
export interface DeferredProps {
  requested?: boolean;
}

/** Extra prop of a stand-in: load the real component now; `request` when the user clicked. */
export interface StandInProps {
  activate: (request?: boolean) => void;
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** What a deferred part is called when its code fails ("dialog"), and how it is given up. */
export interface DeferredPart<P> {
  part: string;
  /** Told when the analyst closes the failure notice (e.g. the dialog's `onClose`); else it has no close. */
  onDismiss?: (props: P) => void;
}

/**
 * A component whose code is not needed for the first view (a menu, a dialog): `StandIn`, a light
 * look-alike, shows until the page's reads have settled, then the real one loads and replaces it.
 * Reaching for the stand-in (pointer, focus, click) loads it at once; after a click the real one gets
 * `requested` and acts on it (opens, copies), and the focus moves to it. When code the analyst asked
 * for fails to arrive, a notice names the part, with Retry; the screen around it stays.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P & DeferredProps>>,
  StandIn: ComponentType<P & StandInProps>,
  { part, onDismiss }: DeferredPart<P>,
): ComponentType<P> {
  let Loaded: ComponentType<P & DeferredProps> | null = null;
  let loading: Promise<void> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = null; // a failed chunk is fetched again on the next try
        throw error;
      },
    ));

  function Deferred(props: P) {
    // Outside a query client (a table on its own) there are no reads to wait for.
    const client = useContext(QueryClientContext);
    const [, loadedNow] = useReducer((count: number) => count + 1, 0);
    const [requested, setRequested] = useState(false);
    const removeNotice = useRef<(() => void) | null>(null);
    const box = useRef<HTMLSpanElement>(null);
    const hadFocus = useRef(false);
    const ready = Loaded !== null;
    // Code that arrives while the stand-in is pressed waits for the release (the click would be lost).
    const { applyWhenFree: swapWhenFree, pressHandlers } = useUntilReleased(loadedNow);

    useEffect(() => {
      if (ready) return;
      let live = true;
      void whenQueriesSettled(client)
        .then(start)
        .then(
          () => live && swapWhenFree(),
          () => undefined,
        );
      return () => {
        live = false;
      };
    }, [client, ready, swapWhenFree]);

    useLayoutEffect(() => {
      if (!ready || !hadFocus.current) return;
      hadFocus.current = false;
      box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }, [ready]);

    const activate = (request = false) => {
      if (request) setRequested(true);
      hadFocus.current ||= box.current?.contains(document.activeElement) ?? false;
      // A click has been delivered: the real one can take the stand-in's place at once.
      void start().then(request ? loadedNow : swapWhenFree, (error: unknown) => {
        if (request) tellFailure(error);
      });
    };
    // Code asked for that failed: the frame says so, with Retry (and Close when the part can be given up).
    const tellFailure = (error: unknown) => {
      removeNotice.current?.();
      const remove = showPartFailure({
        part,
        error,
        retry: () => {
          remove();
          retryFailedCode();
          activate(true);
        },
        dismiss: onDismiss
          ? () => {
              remove();
              onDismiss(props);
            }
          : undefined,
      });
      removeNotice.current = remove;
    };
    useEffect(() => () => removeNotice.current?.(), []);
    const Real = Loaded;
    // `data-code-pending` marks a stand-in whose real component has not arrived (tests wait on it).
    return (
      <span
        ref={box}
        style={{ display: 'contents' }}
        {...(Real ? {} : { ...pressHandlers, 'data-code-pending': '' })}
      >
        {Real ? <Real {...props} requested={requested} /> : <StandIn {...props} activate={activate} />}
      </span>
    );
  }
  return Deferred;
}

/** Handlers that make a stand-in button load its real component when reached for, and ask it on click. */
export function activationHandlers(activate: StandInProps['activate']) {
  return {
    onPointerEnter: () => activate(),
    onFocus: () => activate(),
    onClick: () => activate(true),
  };
}
