/**
 * The open layers (dialogs, the suggestions panel), newest last, each with a way to close it. A
 * toast is not one of them: when Escape is pressed outside a toast while a layer is open, the toast
 * hands the key to the top-most layer (see ./toast.tsx) instead of taking it for itself. Radix
 * would otherwise let the newest toast, the newest of its layers, eat that first Escape.
 */
const layers: (() => void)[] = [];

/** Records an open layer; the returned function forgets it (call it when the layer closes). */
export function pushLayer(close: () => void): () => void {
  const entry = () => close();
  layers.push(entry);
  return () => {
    const index = layers.indexOf(entry);
    if (index >= 0) layers.splice(index, 1);
  };
}

/** Closes the top-most open layer; false when there is none. */
export function closeTopLayer(): boolean {
  const top = layers.at(-1);
  if (!top) return false;
  top();
  return true;
}

/**
 * Where focus goes back when a dialog closes: the element that opened it, or, when that was an
 * item of a menu (which is gone by then), the menu's trigger.
 */
export function openerOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menu = element.closest<HTMLElement>('[role="menu"]');
  if (menu?.id) {
    const trigger = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`);
    if (trigger) return trigger;
  }
  return element;
}
