import { zodResolver } from "@hookform/resolvers/zod";
import { type RejectContributionBody, rejectContributionBody } from "@shared/contracts/internal-marketplace";
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
import { useInternalMessage } from "../hooks/use-internal-message";

/** An admin turns a contribution down; the reason is sent to its author. */
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
  onReject: (body: RejectContributionBody) => void;
}) {
  const { t } = useTranslation("internal-marketplace");
  const { word } = useInternalMessage();
  const form = useForm<RejectContributionBody>({
    resolver: zodResolver(rejectContributionBody),
    defaultValues: { reason: "" },
  });
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
            <Label htmlFor="internal-reject-reason">{t("moderation.reason")}</Label>
            <Textarea
              id="internal-reject-reason"
              rows={3}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "internal-reject-reason-error" : undefined}
              {...form.register("reason")}
            />
            <FieldError id="internal-reject-reason-error" message={word(error)} />
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
