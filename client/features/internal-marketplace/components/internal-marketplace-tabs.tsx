import { LayoutGrid, type LucideIcon, PlusCircle, UsersRound } from "lucide-react";
import { Tabs } from "radix-ui";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { IconTabsList } from "@/components/icon-tabs-list";
import { Spinner } from "@/components/ui/spinner";
import {
  INTERNAL_MARKETPLACE_TABS,
  type InternalMarketplaceTab,
  useInternalMarketplaceParams,
} from "../hooks/use-internal-marketplace-params";
import { CommunitiesTab } from "./communities-tab";
import { ExploreTab } from "./explore-tab";

// The tab's forms (react-hook-form, zod and the contract's schemas) load when it is first opened,
// or pointed at, not with the catalogue.
const loadContributeTab = () => import("./contribute-tab");
// An item's page (Radix Dialog, the reviews) loads when one is opened: the cards draw without it.
const ItemDetailDialog = lazy(() =>
  import("./item-detail-dialog").then((m) => ({ default: m.ItemDetailDialog })),
);
const ContributeTab = lazy(() => loadContributeTab().then((m) => ({ default: m.ContributeTab })));

const ICONS: Record<InternalMarketplaceTab, LucideIcon> = {
  explore: LayoutGrid,
  communities: UsersRound,
  contribute: PlusCircle,
};

/** Explorer (default) / Communautés / Contribuer, and the detail view of a solution (`?item=`). */
export function InternalMarketplaceTabs({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation(["internal-marketplace", "common"]);
  const params = useInternalMarketplaceParams();
  return (
    <>
      <Tabs.Root
        value={params.tab}
        onValueChange={(value) => params.setTab(value as InternalMarketplaceTab)}
        className="grid gap-6"
      >
        <IconTabsList
          label={t("tabs.label")}
          tabs={INTERNAL_MARKETPLACE_TABS}
          icons={ICONS}
          labelOf={(value) => t(`tabs.${value}`)}
          preload={{ tab: "contribute", load: loadContributeTab }}
        />
        <Tabs.Content value="explore" className="outline-none">
          <h2 className="sr-only">{t("tabs.explore")}</h2>
          <ExploreTab params={params} />
        </Tabs.Content>
        <Tabs.Content value="communities" className="outline-none">
          <CommunitiesTab />
        </Tabs.Content>
        <Tabs.Content value="contribute" className="outline-none">
          <Suspense fallback={<Spinner block label={t("common:loading")} className="py-10" />}>
            <ContributeTab
              isAdmin={isAdmin}
              formType={params.contributeType}
              onOpenForm={params.openForm}
              onCloseForm={params.closeForm}
              onOpenItem={params.openItem}
            />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
      {params.itemId && (
        <Suspense fallback={null}>
          <ItemDetailDialog itemId={params.itemId} onClose={params.closeItem} />
        </Suspense>
      )}
    </>
  );
}
