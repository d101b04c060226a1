import { type ComponentType, lazy } from "react";
import { i18n } from "@/lib/i18n";

/**
 * React.lazy for modules with named exports (the codebase has no default exports). `namespaces`
 * are the page's catalogues: they load alongside its code instead of after it has rendered once.
 * `preload()` starts both early, e.g. as soon as the router knows which page comes next.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy itself is typed with ComponentType<any>.
export function lazyPage<K extends string, M extends { [key in K]: ComponentType<any> }>(
  load: () => Promise<M>,
  name: K,
  namespaces: readonly string[] = [],
) {
  let loading: Promise<M> | undefined;
  const preload = () => {
    if (namespaces.length) void i18n.loadNamespaces(namespaces);
    loading ??= load();
    return loading;
  };
  return Object.assign(
    lazy(async () => ({ default: (await preload())[name] })),
    { preload },
  );
}
