import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { useMe } from "@/features/auth/api/get-me";
import { Forbidden } from "@/features/taxonomy/components/forbidden";
import { lazyPage } from "../lazy-page";
import { PageHeader } from "../page-header";

// The administration itself (its tabs, forms and dialogs) loads for an administrator only; everyone
// else sees the 403 screen without downloading it.
const TaxonomyAdmin = lazyPage(
  () => import("@/features/taxonomy/components/taxonomy-admin"),
  "TaxonomyAdmin",
);

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
      <Suspense fallback={<Skeleton radius="xl" className="h-96" />}>
        <TaxonomyAdmin adminEmail={user.email} />
      </Suspense>
    </div>
  );
}
