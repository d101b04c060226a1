import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/** Says plainly, after its launch was counted, that a service is used outside Praxis. */
export function ExternalServiceDialog({
  name,
  onOpenChange,
}: {
  /** The service's name; null: closed. */
  name: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(["services", "common"]);
  return (
    <Dialog open={name !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common:close")} size="md">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ExternalLink aria-hidden="true" className="size-5 text-primary" />
            {t("external.title")}
          </DialogTitle>
          <DialogDescription>{t("external.description", { name: name ?? "" })}</DialogDescription>
        </DialogHeader>
        <p className="text-sm">{t("external.help")}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t("external.close")}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
