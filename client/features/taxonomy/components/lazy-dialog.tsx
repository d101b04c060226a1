import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";

/**
 * Shows a lazily loaded form dialog: its code, with react-hook-form, zod and the contract's
 * schemas, comes when it first opens rather than with the page. Until then a dialog with a
 * spinner stands in, which Escape or its close button dismisses like the real one.
 */
export function LazyDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <Suspense
      fallback={
        <Dialog open onOpenChange={(open) => !open && onClose()}>
          <DialogContent closeLabel={t("close")} aria-describedby={undefined}>
            <DialogTitle className="sr-only">{t("loading")}</DialogTitle>
            <Spinner block label={t("loading")} className="py-10" />
          </DialogContent>
        </Dialog>
      }
    >
      {children}
    </Suspense>
  );
}
