import type { MarketplaceFilters, MarketplaceItem } from "@shared/contracts/marketplace";
import { SearchX } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { CatalogueSkeleton } from "@/components/item-card-parts";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { toast } from "@/components/ui/use-toast";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useDeferredArrival } from "@/lib/use-deferred-arrival";
import { useLinkedItem } from "@/lib/use-linked-item";
import { useMarketplaceItems } from "../api/get-items";
import { useSubscribe } from "../api/subscribe";
import { isPaid } from "../format";
import { useMarketplaceMessage } from "../hooks/use-marketplace-message";
import { FiltersBar } from "./filters-bar";
import { ItemCard } from "./item-card";

/**
 * The catalogue shows this many cards, then "Afficher plus de solutions" as many again: a phone's
 * first screen holds one or two, and each card is some sixty elements to build.
 */
const PAGE = 12;

// The confirmation (Radix Dialog) loads when first asked for: the cards draw without it.
const SubscribeDialog = lazy(() =>
  import("./subscribe-dialog").then((m) => ({ default: m.SubscribeDialog })),
);

export function ExploreTab({
  filters,
  search,
  onSearch,
  onFilterChange,
  onReset,
}: {
  filters: MarketplaceFilters;
  search: string;
  onSearch: (value: string) => void;
  onFilterChange: (key: keyof MarketplaceFilters, value: string | undefined) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation("marketplace");
  const { ofError } = useMarketplaceMessage();
  // The search runs on the server (accents, the word being typed and typos forgiven), once typing pauses.
  const sent = useDebouncedValue(search.trim(), 300);
  const query = useMarketplaceItems({ ...filters, search: sent || undefined });
  const { isError, refetch } = query;
  // The cards' first render (most of the page's) runs in the background once the list answers.
  const data = useDeferredArrival(query.data);
  const isLoading = query.isLoading || (query.data !== undefined && data === undefined);
  // A search result's `?item=` link: that card, brought into view.
  const [params] = useSearchParams();
  const linked = params.get("item");
  // Cards shown, for this search and these filters (a new query starts again from one page); a
  // linked card further down the list is shown with the page it falls in.
  const queryKey = JSON.stringify([filters, sent]);
  const [paging, setPaging] = useState({ queryKey, shown: PAGE });
  const linkedAt = linked && data ? data.findIndex((item) => item.id === linked) : -1;
  const shown = Math.max(
    paging.queryKey === queryKey ? paging.shown : PAGE,
    Math.ceil((linkedAt + 1) / PAGE) * PAGE,
  );
  const cardsRef = useRef<HTMLUListElement>(null);
  const showMore = () => {
    setPaging({ queryKey, shown: shown + PAGE });
    // The keyboard goes on from the first new card, as a reader's eyes do.
    requestAnimationFrame(() => {
      const card = cardsRef.current?.children[shown]?.querySelector<HTMLElement>("[role=article]");
      if (!card) return;
      // Its button, or the card itself when that is disabled (a solution already subscribed to).
      const button = card.querySelector<HTMLElement>("button:not(:disabled)");
      if (!button) card.tabIndex = -1;
      (button ?? card).focus();
    });
  };
  useLinkedItem(linked, data !== undefined);
  const subscribe = useSubscribe();
  const [confirming, setConfirming] = useState<MarketplaceItem | null>(null);

  const subscribeNow = (item: MarketplaceItem) =>
    subscribe.mutate(item.id, {
      onSuccess: () => {
        setConfirming(null);
        toast({
          title: t("subscribe.success"),
          description: t("subscribe.successDescription", { name: item.name }),
        });
      },
      onError: (error) => {
        setConfirming(null);
        toast({ variant: "destructive", title: t("subscribe.error"), description: ofError(error) });
      },
    });
  // A free solution is added at once; a paid one first shows its price summary.
  const onSubscribe = (item: MarketplaceItem) =>
    isPaid(item.pricing) ? setConfirming(item) : subscribeNow(item);

  return (
    <div className="grid gap-5">
      <FiltersBar
        filters={filters}
        search={search}
        onSearch={onSearch}
        onChange={onFilterChange}
        onReset={onReset}
      />
      {isError && <LoadError message={t("explore.loadError")} onRetry={() => void refetch()} />}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {data ? t("explore.count", { count: data.length }) : isLoading ? t("explore.loading") : ""}
      </p>
      {isLoading && <CatalogueSkeleton />}
      {data && data.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
          <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{t("explore.empty")}</p>
          <p className="text-sm text-muted-foreground">{t("explore.emptyHint")}</p>
          <Button variant="outline" onClick={onReset}>
            {t("filters.reset")}
          </Button>
        </div>
      )}
      {data && data.length > 0 && (
        <ul ref={cardsRef} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {data.slice(0, shown).map((item) => (
            <li key={item.id}>
              <ItemCard
                item={item}
                pending={subscribe.isPending && subscribe.variables === item.id}
                onSubscribe={onSubscribe}
              />
            </li>
          ))}
        </ul>
      )}
      {data && data.length > shown && (
        <div className="flex flex-wrap items-center justify-center gap-3">
          <p className="text-sm text-muted-foreground tabular-nums">
            {t("explore.shown", { shown, count: data.length })}
          </p>
          <Button variant="outline" onClick={showMore}>
            {t("explore.more")}
          </Button>
        </div>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <SubscribeDialog
            item={confirming}
            pending={subscribe.isPending}
            onOpenChange={(open) => !open && setConfirming(null)}
            onConfirm={subscribeNow}
          />
        </Suspense>
      )}
    </div>
  );
}
