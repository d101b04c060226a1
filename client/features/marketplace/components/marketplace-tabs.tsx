import { LayoutGrid, type LucideIcon, PackageCheck, Rocket } from "lucide-react";
import { Tabs } from "radix-ui";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { IconTabsList } from "@/components/icon-tabs-list";
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

/** Explorer / Mes Solutions / Publier, with the open tab and the filters kept in the URL. */
export function MarketplaceTabs({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation(["marketplace", "common"]);
  const { tab, setTab, filters, setFilter, resetFilters, search, setSearch } = useMarketplaceParams();
  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as MarketplaceTab)} className="grid gap-6">
      <IconTabsList
        label={t("tabs.label")}
        tabs={MARKETPLACE_TABS}
        icons={ICONS}
        labelOf={(value) => t(`tabs.${value}`)}
        preload={{ tab: "publish", load: loadPublishTab }}
      />
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
