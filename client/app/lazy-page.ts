import { type ComponentType, lazy } from "react";

/** React.lazy for modules with named exports (the codebase has no default exports). */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy itself is typed with ComponentType<any>.
export function lazyPage<K extends string, M extends { [key in K]: ComponentType<any> }>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
