import { AlertCircle, LoaderCircle, LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useMe } from "@/features/auth/api/get-me";
import { useLogout } from "@/features/auth/api/logout";
import { ProfileCard } from "@/features/auth/components/profile-card";
import { ProfileForm } from "@/features/auth/components/profile-form";
import { PageHeader } from "../page-header";

export function ProfilePage() {
  const { t } = useTranslation(["profile", "auth"]);
  const { user } = useMe();
  const { logout, isPending } = useLogout();

  if (!user) {
    return (
      <div className="grid gap-8">
        <PageHeader title={t("title")} />
        <p role="alert" className="flex items-center gap-2 text-red-700 dark:text-red-400">
          <AlertCircle aria-hidden="true" className="size-5" />
          {t("loadError")}
        </p>
      </div>
    );
  }

  return (
    <div className="grid gap-8">
      <PageHeader title={t("title")} description={t("subtitle")} />
      <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="grid gap-6">
          <ProfileCard user={user} />
          <Card>
            <CardContent className="grid gap-3">
              <h2 className="text-sm font-semibold">{t("sessionTitle")}</h2>
              <Button variant="outline" onClick={logout} disabled={isPending}>
                {isPending ? (
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                ) : (
                  <LogOut aria-hidden="true" />
                )}
                {isPending ? t("auth:logout.pending") : t("auth:logout.button")}
              </Button>
            </CardContent>
          </Card>
        </div>
        <ProfileForm user={user} />
      </div>
    </div>
  );
}
