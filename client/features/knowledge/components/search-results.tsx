import type { KnowledgeNode, SearchHit } from "@shared/contracts/knowledge";
import { AlertCircle, SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { useKnowledgeSearch } from "../api/search-knowledge";
import { useCategoryLabel } from "../hooks/use-category-label";
import { NodeIcon } from "./node-icon";
import { Snippet } from "./sanitized-html";

const EXTENSION_TYPES: Record<string, KnowledgeNode["fileType"]> = {
  md: "markdown",
  markdown: "markdown",
  html: "html",
  htm: "html",
  pdf: "pdf",
  docx: "docx",
};
const fileTypeOf = (name: string) => EXTENSION_TYPES[name.toLowerCase().split(".").pop() ?? ""] ?? null;

/** Ranked results with the matched words highlighted; a result opens the item or the file. */
export function SearchResults({ query, onOpen }: { query: string; onOpen: (hit: SearchHit) => void }) {
  const { t } = useTranslation("knowledge");
  const { data, isLoading, isError, isFetching } = useKnowledgeSearch(query);
  const hits = data?.items ?? [];
  const categoryLabel = useCategoryLabel();

  return (
    <section aria-labelledby="knowledge-search-results" aria-busy={isFetching} className="grid gap-4">
      <h2 id="knowledge-search-results" aria-live="polite" className="text-lg font-semibold">
        {isLoading
          ? t("search.loading")
          : isError
            ? t("search.error")
            : hits.length
              ? t("search.results", { count: hits.length, query })
              : t("search.empty", { query })}
      </h2>
      {isLoading && (
        <div className="grid gap-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="grid gap-2 rounded-xl border bg-card p-4">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ))}
        </div>
      )}
      {isError && (
        <p className="flex items-center gap-2 text-sm text-red-700 dark:text-red-400">
          <AlertCircle aria-hidden="true" className="size-4" />
          {t("search.error")}
        </p>
      )}
      {data && hits.length === 0 && (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-10 text-center">
          <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="max-w-md text-sm text-muted-foreground">{t("search.emptyHint")}</p>
        </div>
      )}
      {hits.length > 0 && (
        <ul className="grid gap-3">
          {hits.map((hit) => (
            <li key={`${hit.type}-${hit.id}`}>
              <button
                type="button"
                onClick={() => onOpen(hit)}
                className="grid w-full gap-1.5 rounded-xl border bg-card p-4 text-left shadow-sm outline-none transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex flex-wrap items-center gap-2">
                  {hit.type === "file" && (
                    <NodeIcon node={{ type: "file", fileType: fileTypeOf(hit.title) }} />
                  )}
                  <span className="font-semibold">{hit.title}</span>
                  <Badge variant={hit.type === "file" ? "info" : "secondary"}>
                    {t(`search.types.${hit.type}`)}
                  </Badge>
                  <span className="text-xs text-muted-foreground">{categoryLabel(hit.category)}</span>
                </span>
                <Snippet html={hit.snippet} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
