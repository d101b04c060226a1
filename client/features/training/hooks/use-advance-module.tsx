import type { TrainingModule, TrainingProgress } from "@shared/contracts/training";
import { nextProgress } from "@shared/domain/training";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/use-toast";
import { certificatePdfUrl, useCertificates } from "../api/get-certificates";
import { useSaveProgress } from "../api/save-progress";

/**
 * The module button's action (spec section 4): Commencer sets 10, Continuer and Réviser add 15 up
 * to 100, and 100 completes the module with a score of 80-99. A certificate earned on the way is
 * announced in the same toast (one toast at a time), with its PDF one click away.
 */
export function useAdvanceModule(userId: string) {
  const { t, i18n } = useTranslation("training");
  const save = useSaveProgress();
  const certificates = useCertificates();

  const advance = (module: TrainingModule, current: TrainingProgress | undefined) => {
    const step = nextProgress(current?.progress ?? 0);
    const title = i18n.language === "en" ? module.titleEn : module.title;
    save.mutate(
      { userId, trainingModuleId: module.id, ...step },
      {
        onSuccess: async ({ certificate }) => {
          if (certificate) {
            // The toast's button (Radix Toast) comes with the toasts, not with the training page.
            const { ToastAction } = await import("@/components/ui/toast");
            const status = certificates.data?.find((c) => c.track === certificate.track);
            const name = status
              ? i18n.language === "en"
                ? status.titleEn
                : status.title
              : t(`tracks.${certificate.track}`);
            toast({
              title: t("toasts.progressSaved"),
              description: t("toasts.certificateEarned", { title: name, code: certificate.code }),
              duration: 10_000,
              action: (
                <ToastAction altText={t("toasts.downloadAlt")} asChild>
                  <a href={certificatePdfUrl(certificate.code, i18n.language)} download>
                    {t("toasts.download")}
                  </a>
                </ToastAction>
              ),
            });
            return;
          }
          toast({
            title: t("toasts.progressSaved"),
            description: step.completed
              ? t("toasts.completedDescription", { title, score: step.score })
              : t("toasts.progressDescription", { title, progress: step.progress }),
          });
        },
        onError: () =>
          toast({
            variant: "destructive",
            title: t("toasts.errorTitle"),
            description: t("toasts.errorDescription"),
          }),
      },
    );
  };

  return {
    advance,
    /** The module whose step is being saved, if any. */
    pendingId: save.isPending ? save.variables?.trainingModuleId : undefined,
  };
}
