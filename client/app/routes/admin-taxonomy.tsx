import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { useMe } from "@/features/auth/api/get-me";
import { Forbidden } from "@/features/taxonomy/components/forbidden";
import { TaxonomyAdmin } from "@/features/taxonomy/components/taxonomy-admin";
import { PageHeader } from "../page-header";

/** Admin only: others get the 403 screen (the API refuses them anyway). */
export function AdminTaxonomyPage() {
  const { t } = useTranslation("taxonomy");
  const { user } = useMe();
  if (!user) return null;
  if (!user.permissions.includes("admin_access")) return <Forbidden />;
  return (
    <div className="grid gap-8">
      <PageHeader
        title={t("page.title")}
        description={t("page.description")}
        badge={<Badge variant="warning">{t("page.badge")}</Badge>}
      />
      <TaxonomyAdmin adminEmail={user.email} />
    </div>
  );
}
