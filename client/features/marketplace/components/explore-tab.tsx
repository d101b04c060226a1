import type { MarketplaceFilters, MarketplaceItem } from "@shared/contracts/marketplace";
import { SearchX } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { CatalogueSkeleton } from "@/components/item-card-parts";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { toast } from "@/components/ui/use-toast";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useLinkedItem } from "@/lib/use-linked-item";
import { useMarketplaceItems } from "../api/get-items";
import { useSubscribe } from "../api/subscribe";
import { isPaid } from "../format";
import { useMarketplaceMessage } from "../hooks/use-marketplace-message";
import { FiltersBar } from "./filters-bar";
import { ItemCard } from "./item-card";
import { SubscribeDialog } from "./subscribe-dialog";

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
  const { data, isLoading, isError, refetch } = query;
  // A search result's `?item=` link: that card, brought into view.
  const [params] = useSearchParams();
  useLinkedItem(params.get("item"), data !== undefined);
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
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {data.map((item) => (
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
      <SubscribeDialog
        item={confirming}
        pending={subscribe.isPending}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={subscribeNow}
      />
    </div>
  );
}
