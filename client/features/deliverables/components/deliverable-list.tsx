import type { DeliverableStatus, DeliverableTemplate } from "@shared/contracts/deliverables";
import { FileText } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { LoadError } from "@/components/ui/load-error";
import { NativeSelect } from "@/components/ui/native-select";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { useLinkedItem } from "@/lib/use-linked-item";
import { useDeliverables } from "../api/get-deliverables";
import { DeliverableCard } from "./deliverable-card";
import { StatusOptions } from "./status-options";

/** 'Mes Livrables': search, status filter and the cards, with loading, empty and error states. */
export function DeliverableList({
  templates,
  onCreate,
}: {
  templates: DeliverableTemplate[] | undefined;
  onCreate: () => void;
}) {
  const { t } = useTranslation(["deliverables", "common"]);
  const [status, setStatus] = useState<DeliverableStatus | "all">("all");
  const [search, setSearch] = useState("");
  // Typing stays fluid; the list follows a moment later.
  const deferredSearch = useDeferredValue(search);
  const query = useDeliverables({ status, search: deferredSearch });
  // A search result's `?deliverable=` link: that card, brought into view.
  const [params] = useSearchParams();
  useLinkedItem(params.get("deliverable"), query.data !== undefined);
  const filtered = status !== "all" || deferredSearch.trim() !== "";

  return (
    <section aria-labelledby="deliverables-list-title" className="grid gap-4 *:min-w-0">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="deliverables-list-title" className="text-lg font-semibold">
          {t("list.title")}
          {query.data && (
            <span className="ml-2 text-sm font-normal text-muted-foreground">
              {t("list.count", { count: query.data.length })}
            </span>
          )}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5 *:min-w-0">
            <Label htmlFor="deliverables-search">{t("filters.search")}</Label>
            <SearchInput
              id="deliverables-search"
              className="w-64"
              placeholder={t("filters.searchPlaceholder")}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5 *:min-w-0">
            <Label htmlFor="deliverables-status">{t("filters.status")}</Label>
            <NativeSelect
              id="deliverables-status"
              fullWidth={false}
              className="w-44"
              value={status}
              onChange={(e) => setStatus(e.target.value as DeliverableStatus | "all")}
            >
              <option value="all">{t("status.all")}</option>
              <StatusOptions />
            </NativeSelect>
          </div>
        </div>
      </div>

      {query.isError && <LoadError message={t("list.loadError")} onRetry={() => void query.refetch()} />}
      {query.isLoading && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 *:min-w-0" aria-busy="true">
          <span className="sr-only">{t("common:loading")}</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} radius="xl" className="h-44 w-full" />
          ))}
        </div>
      )}
      {query.data && query.data.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <FileText aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-medium">{filtered ? t("list.noResults") : t("list.empty")}</p>
          <p className="max-w-md text-sm text-muted-foreground">
            {filtered ? t("list.noResultsHint") : t("list.emptyHint")}
          </p>
          {!filtered && <Button onClick={onCreate}>{t("create.open")}</Button>}
        </div>
      )}
      {query.data && query.data.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 *:min-w-0">
          {query.data.map((d) => (
            <li key={d.id}>
              <DeliverableCard deliverable={d} template={templates?.find((x) => x.id === d.templateId)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
