import {
  type PointerEvent,
  type ReactElement,
  type Ref,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

// The shell's menus, popovers, tooltips and help only matter once someone reaches for them. Their
// code (Radix and its positioning) loads after the page has been drawn, so it does not hold up the
// first paint on a slow phone; until then each trigger is drawn by a look-alike.

/** Waited for at most before loading anyway, when the browser never goes idle. */
const IDLE_TIMEOUT_MS = 3000;

export type LazyModule<M> = {
  /** Starts the download (once); a failed one is tried again on the next call. */
  load: () => Promise<M>;
  /** The module, when it has already loaded. */
  current: () => M | undefined;
};

/** A module the first paint does without. */
export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load: () => {
      loading ??= importModule().then(
        (loaded) => {
          module = loaded;
          return loaded;
        },
        (err: unknown) => {
          loading = undefined;
          throw err;
        },
      );
      return loading;
    },
    current: () => module,
  };
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}

/**
 * The module once it has loaded, and a function asking for it at once. Without that it is asked
 * for when `start` says: "idle" (the browser is idle after the first paint), "now", or "asked"
 * (only by the returned function).
 */
export function useLazyModule<M>(
  module: LazyModule<M>,
  start: "idle" | "now" | "asked" = "idle",
): [M | undefined, () => void] {
  const [loaded, setLoaded] = useState(module.current);
  const request = useCallback(() => {
    module.load().then(
      (value) => setLoaded(() => value),
      // Offline, say: the look-alike stays, and the next hover, focus or click tries again.
      () => {},
    );
  }, [module]);
  useEffect(() => {
    if (loaded || start === "asked") return;
    if (start === "now") {
      request();
      return;
    }
    return whenIdle(request);
  }, [loaded, start, request]);
  return [loaded, request];
}

/** What the module of an overlay receives: whether it starts open, and its trigger with the ref to put on it. */
export type OverlayProps = {
  defaultOpen: boolean;
  triggerRef: Ref<HTMLButtonElement>;
  children: ReactElement;
};

/**
 * For an overlay opened by a trigger (a menu, a popover). Until its module has loaded, the
 * component draws a look-alike of the trigger with `triggerProps`; the real one (from the module)
 * then replaces it, with `ref`. Heading for the look-alike (pointer, focus) loads the module at
 * once; a press or click on it is kept: the overlay then starts open (`defaultOpen`). A look-alike that had
 * the focus hands it to the real trigger.
 */
export function useLazyOverlay<M>(module: LazyModule<M>) {
  const [overlay, request] = useLazyModule(module);
  const [defaultOpen, setDefaultOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  // React detaches the look-alike's ref just before taking it out of the page: is it focused then?
  const lookAlikeRef = useCallback((node: HTMLButtonElement | null) => {
    if (!node) return;
    return () => {
      hadFocus.current = node === document.activeElement;
    };
  }, []);

  useLayoutEffect(() => {
    if (!overlay || !hadFocus.current) return;
    hadFocus.current = false;
    // An overlay that opens moves the focus into itself (and back to its trigger when it closes).
    if (!defaultOpen) ref.current?.focus();
  }, [overlay, defaultOpen]);

  const open = () => {
    setDefaultOpen(true);
    request();
  };
  const triggerProps = {
    ref: lookAlikeRef,
    onPointerEnter: request,
    onFocus: request,
    // A mouse press already means "open": the module, asked for on hover, may arrive between the
    // press and the release, and the real trigger that replaces the look-alike then never gets
    // the click (the press was on another element). Touch waits for the click, as a finger that
    // goes down may be starting to scroll.
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.pointerType === "mouse" && event.button === 0) open();
    },
    onClick: open,
  };
  return { overlay, defaultOpen, ref, triggerProps };
}
