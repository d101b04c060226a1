import { AlertCircle, RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { Button } from "@/components/ui/button";
import { useMe } from "@/features/auth/api/get-me";
import { useModules } from "@/features/training/api/get-modules";
import { useProgress } from "@/features/training/api/get-progress";
import { CertificateList } from "@/features/training/components/certificate-list";
import { ModuleList, ModuleListSkeleton } from "@/features/training/components/module-list";
import { TrackProgress } from "@/features/training/components/track-progress";
import { useLinkedItem } from "@/lib/use-linked-item";
import { PageHeader } from "../page-header";

function TrainingContent({ userId }: { userId: string }) {
  const { t } = useTranslation(["training", "common"]);
  const modules = useModules();
  const progress = useProgress(userId);
  const failed = modules.isError || progress.isError;
  // A search result's `?module=` link: that module's card, brought into view.
  const [params] = useSearchParams();
  useLinkedItem(params.get("module"), modules.data !== undefined && progress.data !== undefined);

  return (
    <>
      <TrackProgress modules={modules.data} progress={progress.data} />
      <CertificateList />
      <section aria-labelledby="training-modules" className="grid gap-5">
        <h2 id="training-modules" className="text-xl font-semibold">
          {t("modules.title")}
        </h2>
        {failed && (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
          >
            <span className="flex items-center gap-2">
              <AlertCircle aria-hidden="true" className="size-4" />
              {modules.isError ? t("modules.loadError") : t("progress.loadError")}
            </span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                if (modules.isError) void modules.refetch();
                if (progress.isError) void progress.refetch();
              }}
            >
              <RotateCw aria-hidden="true" />
              {t("common:retry")}
            </Button>
          </div>
        )}
        {(modules.isLoading || progress.isLoading) && <ModuleListSkeleton />}
        {modules.data && progress.data && (
          <ModuleList userId={userId} modules={modules.data} progress={progress.data} />
        )}
      </section>
    </>
  );
}

export function TrainingPage() {
  const { t } = useTranslation("training");
  const { user } = useMe();
  // The shell only renders for a signed-in user; this guard keeps the types honest.
  if (!user) return null;
  return (
    <div className="grid gap-8">
      <PageHeader title={t("page.title")} description={t("page.description")} />
      <TrainingContent userId={user.id} />
    </div>
  );
}
