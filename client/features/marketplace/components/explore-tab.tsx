import type { MarketplaceFilters, MarketplaceItem } from "@shared/contracts/marketplace";
import { SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useMarketplaceItems } from "../api/get-items";
import { useSubscribe } from "../api/subscribe";
import { useMarketplaceMessage } from "../hooks/use-marketplace-message";
import { FiltersBar } from "./filters-bar";
import { ItemCard } from "./item-card";
import { LoadError } from "./load-error";

function CardSkeleton() {
  return (
    <Card layout="custom" className="flex-col gap-4 p-5">
      <div className="flex gap-3">
        <Skeleton radius="lg" className="size-10" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-8 w-full" />
    </Card>
  );
}

const plain = (s: string) => s.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

/**
 * Spec section 7: the catalogue is filtered client-side from the list; the text search works the
 * same way (accents and case ignored, every word must appear in the name, provider, product,
 * description or tags).
 */
function matches(item: MarketplaceItem, words: string[]) {
  const text = plain([item.name, item.provider.name, item.product, item.description, ...item.tags].join(" "));
  return words.every((word) => text.includes(word));
}

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
  const query = useMarketplaceItems(filters);
  const { isLoading, isError, refetch } = query;
  const words = plain(search).split(/\s+/).filter(Boolean);
  const data = query.data?.filter((item) => matches(item, words));
  const subscribe = useSubscribe();

  const onSubscribe = (item: MarketplaceItem) =>
    subscribe.mutate(item.id, {
      onSuccess: () =>
        toast({
          title: t("subscribe.success"),
          description: t("subscribe.successDescription", { name: item.name }),
        }),
      onError: (error) =>
        toast({ variant: "destructive", title: t("subscribe.error"), description: ofError(error) }),
    });

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
      {isLoading && (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <li key={i}>
              <CardSkeleton />
            </li>
          ))}
        </ul>
      )}
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
    </div>
  );
}
