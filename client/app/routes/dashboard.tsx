import { useTranslation } from "react-i18next";
import { useMe } from "@/features/auth/api/get-me";
import { QuickAccess } from "@/features/dashboard/components/quick-access";
import { RecentActivity } from "@/features/dashboard/components/recent-activity";
import { ServiceFamilies } from "@/features/dashboard/components/service-families";
import { StatsCards } from "@/features/dashboard/components/stats-cards";
import { PageHeader } from "../page-header";

export function DashboardPage() {
  const { t } = useTranslation("dashboard");
  const { user } = useMe();
  // The shell only renders for a signed-in user; this guard keeps the types honest.
  if (!user) return null;
  return (
    <div className="grid gap-8">
      <PageHeader
        title={t("title")}
        description={t("greeting", { firstName: user.profile.firstName || user.email })}
      />
      <StatsCards userId={user.id} />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentActivity userId={user.id} />
        <QuickAccess />
      </div>
      <ServiceFamilies />
    </div>
  );
}
