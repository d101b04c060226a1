import { LayoutGrid, type LucideIcon, PlusCircle, UsersRound } from "lucide-react";
import { Tabs } from "radix-ui";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { INTERNAL_TABS, type InternalTab, useInternalParams } from "../hooks/use-internal-params";
import { CommunitiesTab } from "./communities-tab";
import { ExploreTab } from "./explore-tab";
import { ItemDetailDialog } from "./item-detail-dialog";

// The tab's forms (react-hook-form, zod and the contract's schemas) load when it is first opened,
// or pointed at, not with the catalogue.
const loadContributeTab = () => import("./contribute-tab");
const ContributeTab = lazy(() => loadContributeTab().then((m) => ({ default: m.ContributeTab })));

const ICONS: Record<InternalTab, LucideIcon> = {
  explore: LayoutGrid,
  communities: UsersRound,
  contribute: PlusCircle,
};

const triggerClass =
  "inline-flex shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 text-sm sm:gap-2 sm:px-4 font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm";

/** Explorer (default) / Communautés / Contribuer, and the detail view of a solution (`?item=`). */
export function InternalTabs({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation(["internal-marketplace", "common"]);
  const params = useInternalParams();
  return (
    <>
      <Tabs.Root
        value={params.tab}
        onValueChange={(value) => params.setTab(value as InternalTab)}
        className="grid gap-6"
      >
        <Tabs.List
          aria-label={t("tabs.label")}
          // One row on a phone: without their icons the labels fit; a longer one scrolls sideways, never wraps.
          className="flex w-full max-w-full gap-1 justify-self-start overflow-x-auto rounded-lg bg-muted p-1 sm:inline-flex sm:w-auto"
        >
          {INTERNAL_TABS.map((value) => {
            const Icon = ICONS[value];
            return (
              <Tabs.Trigger
                key={value}
                value={value}
                className={triggerClass}
                onPointerEnter={value === "contribute" ? () => void loadContributeTab() : undefined}
              >
                <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                {t(`tabs.${value}`)}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
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
      <ItemDetailDialog itemId={params.itemId} onClose={params.closeItem} />
    </>
  );
}
