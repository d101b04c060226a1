import { useTranslation } from "react-i18next";
import { useMe } from "@/features/auth/api/get-me";
import { MarketplaceTabs } from "@/features/marketplace/components/marketplace-tabs";
import { StatsCards } from "@/features/marketplace/components/stats-cards";
import { PageHeader } from "../page-header";

export function MarketplacePage() {
  const { t } = useTranslation("marketplace");
  const { user } = useMe();
  return (
    <div className="grid gap-8">
      <PageHeader title={t("page.title")} description={t("page.description")} />
      <StatsCards />
      <MarketplaceTabs isAdmin={user?.permissions.includes("admin_access") ?? false} />
    </div>
  );
}
