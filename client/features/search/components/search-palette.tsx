import { SEARCH_KINDS, type SearchGroup, type SearchItem, type SearchKind } from "@shared/contracts/search";
import { Loader2, Search, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { DialogOverlay } from "@/components/ui/dialog";
import { pushLayer } from "@/components/ui/layers";
import { launchTargetOf } from "@/features/services/launch-targets";
import { cn } from "@/lib/cn";
import { getSearch, useSearch } from "../api/get-search";
import { highlight, searchWords } from "../highlight";
import { matchPages } from "../pages";

/** How long typing must pause before the search is sent. */
const DEBOUNCE_MS = 200;

type Option =
  | { id: string; type: "page"; href: string; title: string }
  | { id: string; type: "item"; item: SearchItem }
  | { id: string; type: "more"; kind: SearchKind };

/** Where an item opens: a service opens where its "Lancer" leads, when Praxis has it. */
function hrefOf(item: SearchItem) {
  if (item.kind !== "service") return item.link;
  const target = launchTargetOf(item.id);
  if (target.kind === "assistant") return "/services?assistant=alfa";
  return target.kind === "page" ? target.href : item.link;
}

type Section = { key: "page" | SearchKind; options: Option[] };
type More = {
  q: string;
  byKind: Partial<Record<SearchKind, { items: SearchItem[]; nextCursor: string | null }>>;
};

function useDebounced<T>(value: T, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export type SearchPaletteProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: string;
  onQueryChange: (query: string) => void;
  /** Gives the focus back to where it was before the palette opened. */
  onClosed: () => void;
  isAdmin: boolean;
};

/**
 * The command palette: the app's pages and, from the server, everything the user may see, grouped by
 * kind. Arrows move through the results, Enter opens one, Escape closes and gives the focus back.
 */
export function SearchPalette({
  open,
  onOpenChange,
  query,
  onQueryChange,
  onClosed,
  isAdmin,
}: SearchPaletteProps) {
  const { t, i18n } = useTranslation("search");
  const [, setLocation] = useLocation();
  const baseId = useId();
  const listId = `${baseId}-results`;
  const debounced = useDebounced(query.trim(), DEBOUNCE_MS);
  const search = useSearch(debounced);
  const [more, setMore] = useState<More>({ q: "", byKind: {} });
  const [loadingMore, setLoadingMore] = useState<SearchKind | null>(null);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const lang = i18n.language === "en" ? "en" : "fr";

  const pages = useMemo(
    () =>
      matchPages(query, isAdmin, (key) => ({
        name: t(`pages.${key}.name`),
        keywords: t(`pages.${key}.keywords`),
      })),
    [query, isAdmin, t],
  );

  // The server's groups (with the pages loaded by "more results" appended), only for the query shown.
  const data = search.data;
  const groups: SearchGroup[] = useMemo(() => {
    if (!data || !debounced) return [];
    const extra = more.q === debounced ? more.byKind : {};
    return SEARCH_KINDS.flatMap((kind) => {
      const group = data.groups.find((g) => g.kind === kind);
      if (!group) return [];
      const added = extra[kind];
      const items = added ? [...group.items, ...added.items] : group.items;
      return items.length ? [{ kind, items, nextCursor: added ? added.nextCursor : group.nextCursor }] : [];
    });
  }, [data, debounced, more]);

  const sections: Section[] = useMemo(() => {
    const out: Section[] = [];
    if (pages.length)
      out.push({
        key: "page",
        options: pages.map((p) => ({
          id: `${baseId}-page-${p.key}`,
          type: "page",
          href: p.href,
          title: p.name,
        })),
      });
    for (const g of groups) {
      const options: Option[] = g.items.map((item) => ({
        id: `${baseId}-${g.kind}-${item.id}`,
        type: "item",
        item,
      }));
      if (g.nextCursor) options.push({ id: `${baseId}-${g.kind}-more`, type: "more", kind: g.kind });
      out.push({ key: g.kind, options });
    }
    return out;
  }, [pages, groups, baseId]);
  const options = useMemo(() => sections.flatMap((s) => s.options), [sections]);

  // A new query starts again from its first result.
  const words = useMemo(() => searchWords(query), [query]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the query or its results change.
  useEffect(() => setActive(0), [debounced, data]);
  const activeOption = options[Math.min(active, options.length - 1)];
  // An open layer: Escape closes the palette even when a toast is on screen.
  useEffect(() => (open ? pushLayer(() => onOpenChange(false)) : undefined), [open, onOpenChange]);
  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(activeOption.id)?.scrollIntoView({ block: "nearest" });
  }, [activeOption]);

  async function loadMore(kind: SearchKind) {
    const current = groups.find((g) => g.kind === kind);
    if (!current?.nextCursor || loadingMore) return;
    setLoadingMore(kind);
    try {
      const page = await getSearch({ q: debounced, lang, kinds: [kind], cursor: current.nextCursor });
      const got = page.groups.find((g) => g.kind === kind);
      if (!got) return;
      setMore((prev) => {
        const byKind = prev.q === debounced ? prev.byKind : {};
        const before = byKind[kind]?.items ?? [];
        return {
          q: debounced,
          byKind: { ...byKind, [kind]: { items: [...before, ...got.items], nextCursor: got.nextCursor } },
        };
      });
    } catch {
      // The button stays: another press tries again.
    } finally {
      setLoadingMore(null);
    }
  }

  function choose(option: Option | undefined) {
    if (!option) return;
    if (option.type === "more") {
      void loadMore(option.kind);
      return;
    }
    const href = option.type === "page" ? option.href : hrefOf(option.item);
    onOpenChange(false);
    setLocation(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (Math.min(a, options.length - 1) + step + options.length) % options.length);
    } else if (event.key === "Home" && event.ctrlKey) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === "End" && event.ctrlKey) {
      event.preventDefault();
      setActive(options.length - 1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(activeOption);
    }
  }

  const waiting = debounced !== query.trim() || search.isFetching;
  const count = options.filter((o) => o.type !== "more").length;
  let status: ReactNode = null;
  if (!query.trim()) status = t("hint");
  else if (search.isError) status = t("error");
  else if (!waiting && count === 0) status = t("empty", { q: query.trim() });

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          aria-describedby={`${baseId}-help`}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="animate-fade-in fixed inset-0 z-50 flex h-dvh w-full flex-col bg-card text-card-foreground shadow-xl outline-none sm:inset-auto sm:top-[10vh] sm:left-1/2 sm:h-auto sm:max-h-[75vh] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:rounded-xl sm:border"
        >
          <DialogPrimitive.Title className="sr-only">{t("title")}</DialogPrimitive.Title>
          <p id={`${baseId}-help`} className="sr-only">
            {t("help")}
          </p>
          <div className="flex items-center gap-2 border-b px-3">
            {waiting && query.trim() ? (
              <Loader2 aria-hidden="true" className="size-5 shrink-0 animate-spin text-muted-foreground" />
            ) : (
              <Search aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            )}
            <input
              // biome-ignore lint/a11y/noAutofocus: the palette exists to be typed in.
              autoFocus
              type="text"
              role="combobox"
              aria-label={t("label")}
              aria-expanded={options.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeOption?.id}
              value={query}
              onChange={(event) => onQueryChange(event.target.value)}
              onKeyDown={onKeyDown}
              onFocus={(event) => {
                const end = event.currentTarget.value.length;
                event.currentTarget.setSelectionRange(end, end);
              }}
              placeholder={t("placeholder")}
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
              className="h-14 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground"
            />
            <DialogPrimitive.Close
              aria-label={t("close")}
              title={t("close")}
              className="rounded-md p-2 text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X aria-hidden="true" className="size-4" />
            </DialogPrimitive.Close>
          </div>
          {/* Focusable so that it scrolls from the keyboard too (the options themselves take no focus). */}
          <div
            ref={listRef}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable.
            tabIndex={0}
            className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
          >
            <div id={listId} role="listbox" aria-label={t("results")}>
              {sections.map((section) => (
                <div key={section.key} role="presentation" className="mb-2">
                  <div
                    id={`${baseId}-group-${section.key}`}
                    aria-hidden="true"
                    className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                  >
                    {t(`groups.${section.key}`)}
                  </div>
                  {/* biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox. */}
                  <div role="group" aria-labelledby={`${baseId}-group-${section.key}`}>
                    {section.options.map((option) => {
                      const index = options.indexOf(option);
                      const selected = option === activeOption;
                      return (
                        // The input's keys drive the list (aria-activedescendant): options take no focus.
                        // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
                        // biome-ignore lint/a11y/useFocusableInteractive: see above.
                        <div
                          key={option.id}
                          id={option.id}
                          role="option"
                          aria-selected={selected}
                          onMouseMove={() => index !== active && setActive(index)}
                          onClick={() => choose(option)}
                          className={cn(
                            "cursor-pointer rounded-md px-2 py-2 text-sm",
                            selected ? "bg-accent text-accent-foreground" : "hover:bg-muted",
                          )}
                        >
                          {option.type === "more" ? (
                            <span className="flex items-center gap-2 font-medium text-primary">
                              {loadingMore === option.kind && (
                                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                              )}
                              {t("more", { group: t(`groups.${option.kind}`) })}
                            </span>
                          ) : option.type === "page" ? (
                            <span className="font-medium">{highlight(option.title, words)}</span>
                          ) : (
                            <>
                              <span className="block truncate font-medium">
                                {highlight(option.item.title, words)}
                              </span>
                              {option.item.detail && (
                                <span className="mt-0.5 line-clamp-2 block text-xs text-muted-foreground">
                                  {highlight(option.item.detail, words)}
                                </span>
                              )}
                            </>
                          )}
                        </div>
                      );
                    })}
                  </div>
                </div>
              ))}
            </div>
            <p
              role="status"
              aria-live="polite"
              className={cn("px-2 py-6 text-center text-sm text-muted-foreground", !status && "sr-only")}
            >
              {status ?? (waiting ? "" : t("count", { count }))}
            </p>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
