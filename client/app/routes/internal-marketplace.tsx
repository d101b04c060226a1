import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { useMe } from "@/features/auth/api/get-me";
import { InternalMarketplaceTabs } from "@/features/internal-marketplace/components/internal-marketplace-tabs";
import { StatsStrip } from "@/features/internal-marketplace/components/stats-strip";
import { PageHeader } from "../page-header";

export function InternalMarketplacePage() {
  const { t } = useTranslation("internal-marketplace");
  const { user } = useMe();
  return (
    <div className="grid gap-8">
      <PageHeader
        title={t("page.title")}
        description={t("page.description")}
        badge={<Badge variant="success">{t("page.badge")}</Badge>}
      />
      <StatsStrip />
      <InternalMarketplaceTabs isAdmin={user?.permissions.includes("admin_access") ?? false} />
    </div>
  );
}
