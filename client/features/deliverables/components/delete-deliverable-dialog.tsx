import { AlertDialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "@/components/ui/button";

type Props = { name: string; open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void };

/** Asks before deleting: the deliverable and its score history cannot be brought back. */
export function DeleteDeliverableDialog({ name, open, onOpenChange, onConfirm }: Props) {
  const { t } = useTranslation(["deliverables", "common"]);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="animate-fade-in fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-xl outline-none">
          <AlertDialog.Title className="text-lg leading-tight font-semibold">
            {t("delete.title")}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {t("delete.description", { name })}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })}>
              {t("common:cancel")}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: "destructive" })} onClick={onConfirm}>
              {t("delete.confirm")}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
