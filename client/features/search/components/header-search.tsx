import { Search } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { openerOf } from "@/components/ui/layers";
import { i18n } from "@/lib/i18n";

// The palette, its texts included, loads the first time it opens (or is about to).
let loading: Promise<typeof import("./search-palette")> | undefined;
const preload = () => {
  void i18n.loadNamespaces("search");
  loading ??= import("./search-palette");
  return loading;
};
const SearchPalette = lazy(async () => ({ default: (await preload()).SearchPalette }));

/** Where the focus goes back when the palette closes (a menu's button when opened from its menu). */
const focusedElement = () => openerOf(document.activeElement);

/**
 * The header's search box and the global search it opens: typing in the box, Enter, a click, or
 * Ctrl+K / ⌘K anywhere opens the palette (with what was typed); on small screens, a button.
 */
export function HeaderSearch({
  isAdmin,
  onActiveChange,
}: {
  isAdmin: boolean;
  /** Whether the palette is open or something is typed (the suggestions make way). */
  onActiveChange?: (active: boolean) => void;
}) {
  const { t } = useTranslation("shell");
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  // Where the focus was when the palette opened: it goes back there when the palette closes.
  const opener = useRef<HTMLElement | null>(null);
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") {
        event.preventDefault();
        if (!openRef.current) opener.current = focusedElement();
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  useEffect(() => onActiveChange?.(open || query !== ""), [open, query, onActiveChange]);

  const openWith = (text: string) => {
    setQuery(text);
    if (!open) {
      opener.current = focusedElement();
      setOpen(true);
    }
  };
  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (!next) {
      setQuery("");
      // The palette unmounts with its close: the focus is given back once it has gone.
      setTimeout(() => {
        if (opener.current?.isConnected) opener.current.focus();
      }, 0);
    }
  }, []);
  const returnFocus = useCallback(() => {
    if (opener.current?.isConnected) opener.current.focus();
  }, []);

  return (
    <>
      <div className="relative mr-1 hidden sm:block">
        <search>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              openWith(query);
            }}
          >
            <label htmlFor="shell-search" className="sr-only">
              {t("search.label")}
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <input
              id="shell-search"
              type="search"
              value={query}
              onChange={(event) => openWith(event.target.value)}
              onClick={() => openWith(query)}
              onFocus={() => void preload()}
              aria-haspopup="dialog"
              aria-keyshortcuts="Control+K Meta+K"
              placeholder={t("search.placeholder")}
              autoComplete="off"
              className="h-9 w-48 rounded-md border border-input bg-background pr-3 pl-8 text-sm outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 lg:w-64 [&::-webkit-search-cancel-button]:hidden"
            />
          </form>
        </search>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="sm:hidden"
        onClick={() => openWith("")}
        aria-label={t("search.label")}
        title={t("search.label")}
        aria-haspopup="dialog"
      >
        <Search aria-hidden="true" className="size-5" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SearchPalette
            open={open}
            onOpenChange={onOpenChange}
            query={query}
            onQueryChange={setQuery}
            onClosed={returnFocus}
            isAdmin={isAdmin}
          />
        </Suspense>
      )}
    </>
  );
}
