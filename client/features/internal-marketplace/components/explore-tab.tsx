import type { InternalCategory, InternalItem, InternalType } from "@shared/contracts/internal-marketplace";
import { INTERNAL_CATEGORIES, INTERNAL_TYPES } from "@shared/domain/internal-marketplace";
import { Award, SearchX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CatalogueSkeleton } from "@/components/item-card-parts";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { LoadError } from "@/components/ui/load-error";
import { NativeSelect } from "@/components/ui/native-select";
import { SearchInput } from "@/components/ui/search-input";
import { toast } from "@/components/ui/use-toast";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useDeferredArrival } from "@/lib/use-deferred-arrival";
import { useDownloadItem } from "../api/download-item";
import { useInternalMarketplaceItems } from "../api/get-items";
import { useInternalMarketplaceMessage } from "../hooks/use-internal-marketplace-message";
import type { useInternalMarketplaceParams } from "../hooks/use-internal-marketplace-params";
import { ItemCard } from "./item-card";

/** Cards asked of the server at a time, up to MAX. */
const PAGE = 24;
const MAX = 96;
/**
 * Cards shown at a time, out of those received: a phone's first screen holds one or two, and each
 * card is some seventy elements to build.
 */
const SHOWN = 12;

/** A download gives the artefact and refreshes the counts in place. */
export function useDownloadAction() {
  const { t } = useTranslation("internal-marketplace");
  const { ofError } = useInternalMarketplaceMessage();
  const download = useDownloadItem();
  return {
    pendingId: download.isPending ? download.variables : null,
    start: (item: Pick<InternalItem, "id" | "name">) =>
      download.mutate(item.id, {
        onSuccess: (manifest) =>
          toast({
            title: t("download.success"),
            description: t("download.successDescription", { name: manifest.name, version: manifest.version }),
          }),
        onError: (error) =>
          toast({ variant: "destructive", title: t("download.error"), description: ofError(error) }),
      }),
  };
}

export function ExploreTab({ params }: { params: ReturnType<typeof useInternalMarketplaceParams> }) {
  const { t } = useTranslation("internal-marketplace");
  const [text, setText] = useState(params.search);
  const [limit, setLimit] = useState(PAGE);
  const search = useDebouncedValue(text.trim(), 300);
  const { setSearch } = params;

  // The debounced text is what the URL and the server see; `sent` tells our own changes of the
  // URL from a link or the back button, which the box then follows.
  const sent = useRef(search);
  useEffect(() => {
    if (search === sent.current) return;
    sent.current = search;
    setSearch(search);
  }, [search, setSearch]);
  useEffect(() => {
    if (params.search === sent.current) return;
    sent.current = params.search;
    setText(params.search);
  }, [params.search]);

  const filters = {
    category: params.category,
    type: params.type,
    search: params.search || undefined,
    featured: params.featured || undefined,
    limit,
  };
  const query = useInternalMarketplaceItems(filters);
  const { isError, isFetching, refetch } = query;
  // The cards' first render (most of the page's) runs in the background once the list answers.
  const data = useDeferredArrival(query.data);
  const isLoading = query.isLoading || (query.data !== undefined && data === undefined);
  const download = useDownloadAction();
  // Cards shown, for this search and these filters (a new query starts again from one page).
  const queryKey = JSON.stringify([params.category, params.type, params.search, params.featured]);
  const [paging, setPaging] = useState({ queryKey, shown: SHOWN });
  const shown = paging.queryKey === queryKey ? paging.shown : SHOWN;
  const moreOnServer = data !== undefined && data.length >= limit && limit < MAX;
  const cardsRef = useRef<HTMLUListElement>(null);
  const showMore = () => {
    const next = shown + SHOWN;
    setPaging({ queryKey, shown: next });
    // The next cards are those received, then the server's next page once they are all shown.
    if (data && next >= data.length && moreOnServer) setLimit((n) => n + PAGE);
    // The keyboard goes on from the first new card (its name opens it), as a reader's eyes do: once
    // it is there (the server's page may still be coming), unless the focus has moved meanwhile.
    const from = document.activeElement;
    const focusFirstNew = (tries: number) =>
      requestAnimationFrame(() => {
        if (document.activeElement !== from && document.activeElement !== document.body) return;
        const button = cardsRef.current?.children[shown]?.querySelector<HTMLElement>("h3 button");
        if (button) button.focus();
        else if (tries > 0) window.setTimeout(() => focusFirstNew(tries - 1), 100);
      });
    focusFirstNew(50);
  };

  return (
    <div className="grid gap-5">
      <search className="grid gap-3 rounded-xl border bg-card p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-center">
        <SearchInput
          id="internal-search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("explore.searchPlaceholder")}
          autoComplete="off"
        >
          <Label htmlFor="internal-search" className="sr-only">
            {t("explore.searchLabel")}
          </Label>
        </SearchInput>
        <div>
          <Label htmlFor="internal-category" className="sr-only">
            {t("explore.categoryLabel")}
          </Label>
          <NativeSelect
            id="internal-category"
            value={params.category ?? ""}
            onChange={(e) =>
              params.setCategory((e.target.value || undefined) as InternalCategory | undefined)
            }
          >
            <option value="">{t("categories.all")}</option>
            {INTERNAL_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <Label htmlFor="internal-type" className="sr-only">
            {t("explore.typeLabel")}
          </Label>
          <NativeSelect
            id="internal-type"
            value={params.type ?? ""}
            onChange={(e) => params.setType((e.target.value || undefined) as InternalType | undefined)}
          >
            <option value="">{t("types.all")}</option>
            {INTERNAL_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          variant={params.featured ? "default" : "outline"}
          aria-pressed={params.featured}
          onClick={() => params.setFeatured(!params.featured)}
        >
          <Award aria-hidden="true" />
          {t("explore.featured")}
        </Button>
      </search>

      {isError && <LoadError message={t("explore.loadError")} onRetry={() => void refetch()} />}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {data && !isFetching
          ? t("explore.count", { count: data.length })
          : isLoading
            ? t("explore.loading")
            : ""}
      </p>
      {isLoading && <CatalogueSkeleton className="gap-3" testId="internal-card-skeleton" />}
      {data && data.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
          <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{t("explore.empty")}</p>
          <Button
            variant="outline"
            onClick={() => {
              setText("");
              params.resetFilters();
            }}
          >
            {t("explore.reset")}
          </Button>
        </div>
      )}
      {data && data.length > 0 && (
        <ul ref={cardsRef} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy={isFetching}>
          {data.slice(0, shown).map((item) => (
            <li key={item.id}>
              <ItemCard
                item={item}
                downloading={download.pendingId === item.id}
                onOpen={params.openItem}
                onDownload={download.start}
              />
            </li>
          ))}
        </ul>
      )}
      {data && (data.length > shown || moreOnServer) && (
        <Button variant="outline" className="justify-self-center" onClick={showMore}>
          {t("explore.more")}
        </Button>
      )}
    </div>
  );
}
