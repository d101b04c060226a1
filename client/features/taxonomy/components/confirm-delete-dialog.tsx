import { AlertCircle, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/**
 * Asks before a deletion and stays open until it answers. A refusal (409: still linked) is shown
 * inside the dialog, where the admin is looking, rather than in a passing toast.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  name,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  name: string;
  pending: boolean;
  /** Already worded for the reader. */
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("taxonomy");
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent role="alertdialog" size="md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t("confirm.description", { name })}</DialogDescription>
        </DialogHeader>
        {error && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
          >
            <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t("form.cancel")}
          </Button>
          {!error && (
            <Button variant="destructive" onClick={onConfirm} disabled={pending}>
              {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {pending ? t("confirm.pending") : t("confirm.confirm")}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
