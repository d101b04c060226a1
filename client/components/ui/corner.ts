import { type RefObject, useLayoutEffect } from "react";

/**
 * The bottom-right corner is shared: the help assistant (or the login page's support widget) sits
 * at the bottom and toasts stack above it, never over it. The widget there publishes its height as
 * `--corner-space` on <html>; the toast viewport's bottom edge follows it (see ./toast.tsx).
 */
export const CORNER_GAP_PX = 8;

/** `layout` names what is drawn there: when it changes (another element), the height is read again. */
export function useCornerSpace(ref: RefObject<HTMLElement | null>, layout?: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `layout` changes the element measured.
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const root = document.documentElement;
    const publish = () => {
      const height = node.getBoundingClientRect().height;
      root.style.setProperty("--corner-space", `${height > 0 ? Math.ceil(height) + CORNER_GAP_PX : 0}px`);
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--corner-space");
    };
  }, [ref, layout]);
}
