import { zodResolver } from "@hookform/resolvers/zod";
import { type RejectBody, rejectBody } from "@shared/contracts/marketplace";
import { LoaderCircle } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
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
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useMarketplaceMessage } from "../hooks/use-marketplace-message";

/** An admin turns a submission down; the reason is sent to the submitter. */
export function RejectDialog({
  name,
  open,
  onOpenChange,
  pending,
  onReject,
}: {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onReject: (body: RejectBody) => void;
}) {
  const { t } = useTranslation("marketplace");
  const { word } = useMarketplaceMessage();
  const form = useForm<RejectBody>({ resolver: zodResolver(rejectBody), defaultValues: { reason: "" } });
  const error = form.formState.errors.reason?.message;
  useEffect(() => {
    if (open) form.reset({ reason: "" });
  }, [open, form]);

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-w-md" closeLabel={t("form.close")}>
        <DialogHeader>
          <DialogTitle>{t("moderation.rejectTitle")}</DialogTitle>
          <DialogDescription>{t("moderation.rejectDescription", { name })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onReject)} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="marketplace-reject-reason">{t("moderation.reason")}</Label>
            <Textarea
              id="marketplace-reject-reason"
              rows={3}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "marketplace-reject-reason-error" : undefined}
              {...form.register("reason")}
            />
            <FieldError id="marketplace-reject-reason-error" message={word(error)} />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              {t("form.cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {t("moderation.reject")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
