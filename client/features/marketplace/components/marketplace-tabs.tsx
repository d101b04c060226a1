import { LayoutGrid, type LucideIcon, PackageCheck, Rocket } from "lucide-react";
import { Tabs } from "radix-ui";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { MARKETPLACE_TABS, type MarketplaceTab, useMarketplaceParams } from "../hooks/use-marketplace-params";
import { ExploreTab } from "./explore-tab";
import { MySolutionsTab } from "./my-solutions-tab";

// The tab's forms (react-hook-form, zod and the contract's schemas) load when it is first opened,
// or pointed at, not with the catalogue.
const loadPublishTab = () => import("./publish-tab");
const PublishTab = lazy(() => loadPublishTab().then((m) => ({ default: m.PublishTab })));

const ICONS: Record<MarketplaceTab, LucideIcon> = {
  explore: LayoutGrid,
  mine: PackageCheck,
  publish: Rocket,
};

const triggerClass =
  "inline-flex shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 text-sm sm:gap-2 sm:px-4 font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm";

/** Explorer / Mes Solutions / Publier, with the open tab and the filters kept in the URL. */
export function MarketplaceTabs({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation(["marketplace", "common"]);
  const { tab, setTab, filters, setFilter, resetFilters, search, setSearch } = useMarketplaceParams();
  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as MarketplaceTab)} className="grid gap-6">
      <Tabs.List
        aria-label={t("tabs.label")}
        // One row on a phone: without their icons the labels fit; a longer one scrolls sideways, never wraps.
        className="flex w-full max-w-full gap-1 justify-self-start overflow-x-auto rounded-lg bg-muted p-1 sm:inline-flex sm:w-auto"
      >
        {MARKETPLACE_TABS.map((value) => {
          const Icon = ICONS[value];
          return (
            <Tabs.Trigger
              key={value}
              value={value}
              className={triggerClass}
              onPointerEnter={value === "publish" ? () => void loadPublishTab() : undefined}
            >
              <Icon aria-hidden="true" className="hidden size-4 sm:block" />
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      <Tabs.Content value="explore" className="outline-none">
        <h2 className="sr-only">{t("tabs.explore")}</h2>
        <ExploreTab
          filters={filters}
          search={search}
          onSearch={setSearch}
          onFilterChange={setFilter}
          onReset={resetFilters}
        />
      </Tabs.Content>
      <Tabs.Content value="mine" className="outline-none">
        <MySolutionsTab onExplore={() => setTab("explore")} />
      </Tabs.Content>
      <Tabs.Content value="publish" className="outline-none">
        <Suspense fallback={<Spinner block label={t("common:loading")} className="py-10" />}>
          <PublishTab isAdmin={isAdmin} />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}
