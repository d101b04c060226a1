import { type ContextualPage, contextualPages, NO_TASK } from "@shared/contracts/contextual";
import type { KnowledgeCategory } from "@shared/contracts/knowledge";
import { Minimize2, Sparkles } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "wouter";
import { useSuggestions } from "@/features/contextual/api/get-suggestions";
import { SuggestionList } from "@/features/contextual/components/suggestion-list";
import { useContextualTask } from "@/features/contextual/task-context";
import { KNOWLEDGE_CATEGORIES } from "@/lib/catalogue";

export type SuggestionsState = "shown" | "minimised";

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
 * The header's contextual-AI popover: suggestions computed by the server for the page on screen
 * (and the kanban task type, when one is selected), polled every 30 s. Spec: shown, minimised, or
 * hidden while the user types in the search box (the header decides that last one).
 */
export function ContextualSuggestions({
  state,
  onStateChange,
}: {
  state: SuggestionsState;
  onStateChange: (state: SuggestionsState) => void;
}) {
  const { t } = useTranslation("contextual");
  const [path] = useLocation();
  const [params] = useSearchParams();
  const titleId = useId();
  const page = pageOf(path);
  const task = useContextualTask();
  const category = page === "knowledge" ? categoryOf(params.get("category")) : undefined;
  const query = useSuggestions(
    page
      ? {
          page,
          task: page === "kanban" ? task : NO_TASK,
          category,
        }
      : null,
  );
  if (!page) return null;
  const count = query.data?.length ?? 0;

  if (state === "minimised") {
    return (
      <button
        type="button"
        onClick={() => onStateChange("shown")}
        aria-expanded={false}
        className="absolute top-full right-0 mt-2 flex items-center gap-1.5 rounded-full border bg-popover px-3 py-1.5 text-xs font-medium text-popover-foreground shadow-md outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Sparkles aria-hidden="true" className="size-3.5 text-violet-600 dark:text-violet-400" />
        {count > 0 ? t("show", { count }) : t("showEmpty")}
      </button>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      className="animate-fade-in absolute top-full right-0 z-30 mt-2 w-80 rounded-xl border bg-popover p-3 text-popover-foreground shadow-lg"
    >
      <div className="mb-2 flex items-start justify-between gap-2 px-1">
        <div>
          <h2 id={titleId} className="flex items-center gap-1.5 text-sm font-semibold">
            <Sparkles aria-hidden="true" className="size-4 text-violet-600 dark:text-violet-400" />
            {t("title")}
          </h2>
          <p className="text-xs text-muted-foreground">{t("subtitle")}</p>
        </div>
        <button
          type="button"
          onClick={() => onStateChange("minimised")}
          aria-label={t("minimise")}
          title={t("minimise")}
          aria-expanded={true}
          className="rounded-md p-1 text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Minimize2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      <SuggestionList suggestions={query.data} isLoading={query.isLoading} isError={query.isError} />
    </section>
  );
}
