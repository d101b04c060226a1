import { type ContextualPage, contextualPages, NO_TASK } from "@shared/contracts/contextual";
import type { KnowledgeCategory } from "@shared/contracts/knowledge";
import { Sparkles } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearch, useSearchParams } from "wouter";
import { CloseButton } from "@/components/ui/close-button";
import { pushLayer } from "@/components/ui/layers";
import { useSuggestions } from "@/features/contextual/api/get-suggestions";
import { SuggestionList } from "@/features/contextual/components/suggestion-list";
import { useContextualTask } from "@/features/contextual/task-context";
import { KNOWLEDGE_CATEGORIES } from "@/lib/catalogue";
import { cn } from "@/lib/cn";

/** The suggestions already seen in this browser session (their ids), so only new ones are flagged. */
const SEEN_KEY = "praxis-suggestions-seen";

function readSeen(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? "[]") as string[]);
  } catch {
    return new Set();
  }
}

function markSeen(ids: string[]) {
  const seen = readSeen();
  for (const id of ids) seen.add(id);
  try {
    sessionStorage.setItem(SEEN_KEY, JSON.stringify([...seen].slice(-200)));
  } catch {
    // Storage full or refused: the dot may show again, nothing else changes.
  }
}

/** The server's page names are the paths without their slashes ("/admin/taxonomy" -> admin-taxonomy). */
function pageOf(path: string): ContextualPage | null {
  const name = path === "/" ? "dashboard" : path.slice(1).replace(/\//g, "-");
  // Plain lists rather than the contracts' zod enums: the shell then does not download zod.
  return (contextualPages as readonly string[]).includes(name) ? (name as ContextualPage) : null;
}

function categoryOf(value: string | null): KnowledgeCategory | undefined {
  return KNOWLEDGE_CATEGORIES.find((c) => c.value === value)?.value;
}

/**
 * The header's contextual-AI suggestions: computed by the server for the page on screen (and the
 * kanban task type, when one is selected), polled every 30 s. The panel starts closed so it never
 * covers the page; a dot on its button says when there is something new. It opens on demand and
 * closes with Escape, a click outside, a navigation, or while the user types in the search box
 * (`hidden`, decided by the header).
 */
export function ContextualSuggestions({ hidden = false }: { hidden?: boolean }) {
  const { t } = useTranslation("contextual");
  const [path] = useLocation();
  const search = useSearch();
  const [params] = useSearchParams();
  const titleId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState(readSeen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const page = pageOf(path);
  const task = useContextualTask();
  const category = page === "knowledge" ? categoryOf(params.get("category")) : undefined;
  const query = useSuggestions(page ? { page, task: page === "kanban" ? task : NO_TASK, category } : null);
  const ids = (query.data ?? []).map((s) => s.id);
  const fresh = ids.filter((id) => !seen.has(id)).length;
  const shown = open && !hidden;

  // Another page (or another view of it): the panel closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every location change.
  useEffect(() => setOpen(false), [path, search]);

  // What the open panel shows counts as seen.
  const idsKey = ids.join(" ");
  useEffect(() => {
    if (!shown || !idsKey) return;
    markSeen(idsKey.split(" "));
    setSeen(readSeen());
  }, [shown, idsKey]);

  useEffect(() => {
    if (!shown) return;
    const close = (giveFocusBack: boolean) => {
      setOpen(false);
      if (giveFocusBack) buttonRef.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // A layer above (a dialog, a menu) has already taken this Escape.
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      close(panelRef.current?.contains(document.activeElement) ?? false);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      close(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    // Among the open layers: an Escape pressed while a toast is up closes this, not the toast.
    const forget = pushLayer(() => close(panelRef.current?.contains(document.activeElement) ?? false));
    return () => {
      forget();
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [shown]);

  if (!page) return null;
  const count = query.data?.length ?? 0;
  const label = count > 0 ? t("show", { count }) : t("showEmpty");

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={shown}
        aria-controls={shown ? panelId : undefined}
        aria-label={fresh > 0 ? `${label}, ${t("fresh", { count: fresh })}` : label}
        title={label}
        className="relative flex h-9 items-center gap-1.5 rounded-md px-2.5 text-xs font-medium text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring aria-expanded:bg-accent aria-expanded:text-accent-foreground"
      >
        <Sparkles aria-hidden="true" className="size-4 text-violet-600 dark:text-violet-400" />
        <span aria-hidden="true" className="hidden whitespace-nowrap 2xl:inline">
          {t("showEmpty")}
        </span>
        {fresh > 0 && !shown && (
          <span
            aria-hidden="true"
            data-testid="suggestions-dot"
            className="absolute top-1.5 right-1.5 size-2 rounded-full bg-violet-600 ring-2 ring-header dark:bg-violet-400"
          />
        )}
      </button>
      {shown && (
        <section
          ref={panelRef}
          id={panelId}
          aria-labelledby={titleId}
          className={cn(
            "animate-fade-in z-40 rounded-xl border bg-popover p-3 text-popover-foreground shadow-lg",
            // A phone: the whole width under the header; wider: under the button.
            "fixed inset-x-2 top-16 max-h-[calc(100dvh-5rem)] overflow-y-auto sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-80",
          )}
        >
          <div className="mb-2 flex items-start justify-between gap-2 px-1">
            <div>
              <h2 id={titleId} className="flex items-center gap-1.5 text-sm font-semibold">
                <Sparkles aria-hidden="true" className="size-4 text-violet-600 dark:text-violet-400" />
                {t("title")}
              </h2>
              <p className="text-xs text-muted-foreground">{t("subtitle")}</p>
            </div>
            <CloseButton
              label={t("minimise")}
              onClick={() => {
                setOpen(false);
                buttonRef.current?.focus();
              }}
            />
          </div>
          <SuggestionList suggestions={query.data} isLoading={query.isLoading} isError={query.isError} />
        </section>
      )}
    </div>
  );
}
