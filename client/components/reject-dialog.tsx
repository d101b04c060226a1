import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
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

type RejectBody = { reason: string };

/**
 * An admin turns a submission down with a reason, which is sent to its author. Both marketplaces
 * use it: `namespace` holds their `form.*` and `moderation.*` texts, `word` translates the
 * contract's French messages, `schema` is the feature's contract for the body.
 */
export function RejectDialog({
  namespace,
  idPrefix,
  schema,
  word,
  name,
  open,
  onOpenChange,
  pending,
  onReject,
}: {
  namespace: string;
  idPrefix: string;
  schema: z.ZodType<RejectBody, RejectBody>;
  word: (message: string | undefined) => string | undefined;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onReject: (body: RejectBody) => void;
}) {
  const { t } = useTranslation(namespace);
  const form = useForm<RejectBody>({ resolver: zodResolver(schema), defaultValues: { reason: "" } });
  const error = form.formState.errors.reason?.message;
  const fieldId = `${idPrefix}-reject-reason`;
  useEffect(() => {
    if (open) form.reset({ reason: "" });
  }, [open, form]);

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent size="md" closeLabel={t("form.close")}>
        <DialogHeader>
          <DialogTitle>{t("moderation.rejectTitle")}</DialogTitle>
          <DialogDescription>{t("moderation.rejectDescription", { name })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onReject)} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>{t("moderation.reason")}</Label>
            <Textarea
              id={fieldId}
              rows={3}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              {...form.register("reason")}
            />
            <FieldError id={`${fieldId}-error`} message={word(error)} />
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
