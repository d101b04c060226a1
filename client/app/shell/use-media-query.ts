import { useSyncExternalStore } from "react";

type Store = { subscribe: (onChange: () => void) => () => void; matches: () => boolean };
const stores = new Map<string, Store>();

function storeFor(query: string): Store {
  let store = stores.get(query);
  if (!store) {
    const list = window.matchMedia(query);
    store = {
      subscribe: (onChange) => {
        list.addEventListener("change", onChange);
        return () => list.removeEventListener("change", onChange);
      },
      matches: () => list.matches,
    };
    stores.set(query, store);
  }
  return store;
}

/**
 * Whether the media query matches, following changes. For parts the stylesheet hides on small
 * screens anyway (`hidden lg:flex`): there they need not be rendered at all.
 */
export function useMediaQuery(query: string): boolean {
  const store = storeFor(query);
  return useSyncExternalStore(store.subscribe, store.matches);
}

/** Tailwind's breakpoints (min-width), as the stylesheet uses them. */
export const SM_UP = "(min-width: 40rem)";
export const LG_UP = "(min-width: 64rem)";
