import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { LoadError } from "@/components/ui/load-error";
import { useMe } from "@/features/auth/api/get-me";
import { useModules } from "@/features/training/api/get-modules";
import { useProgress } from "@/features/training/api/get-progress";
import { CertificateList } from "@/features/training/components/certificate-list";
import { ModuleList, ModuleListSkeleton } from "@/features/training/components/module-list";
import { TrackProgress } from "@/features/training/components/track-progress";
import { useDeferredArrival } from "@/lib/use-deferred-arrival";
import { useLinkedItem } from "@/lib/use-linked-item";
import { PageHeader } from "../page-header";

function TrainingContent({ userId }: { userId: string }) {
  const { t } = useTranslation(["training", "common"]);
  const modules = useModules();
  const progress = useProgress(userId);
  const failed = modules.isError || progress.isError;
  // The module cards (most of the page) render in the background once the list first answers,
  // in slices, rather than in one long task; a skeleton holds their place meanwhile.
  const arrived = useDeferredArrival(modules.data);
  const ready = arrived !== undefined && progress.data !== undefined;
  // A search result's `?module=` link: that module's card, brought into view.
  const [params] = useSearchParams();
  useLinkedItem(params.get("module"), ready);

  return (
    <>
      <TrackProgress modules={modules.data} progress={progress.data} />
      <CertificateList />
      <section aria-labelledby="training-modules" className="grid gap-5">
        <h2 id="training-modules" className="text-xl font-semibold">
          {t("modules.title")}
        </h2>
        {failed && (
          <LoadError
            message={modules.isError ? t("modules.loadError") : t("progress.loadError")}
            onRetry={() => {
              if (modules.isError) void modules.refetch();
              if (progress.isError) void progress.refetch();
            }}
          />
        )}
        {(modules.isLoading || progress.isLoading || (modules.data && !arrived)) && <ModuleListSkeleton />}
        {arrived && progress.data && (
          <ModuleList userId={userId} modules={arrived} progress={progress.data} />
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
