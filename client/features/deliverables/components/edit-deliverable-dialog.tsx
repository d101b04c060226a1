import type { Deliverable, DeliverableStatus, DeliverableTemplate } from "@shared/contracts/deliverables";
import { LoaderCircle } from "lucide-react";
import { type FormEvent, useState } from "react";
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
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { useErrorText } from "@/lib/api-errors";
import { useUpdateDeliverable } from "../api/update-deliverable";
import { FieldsSummary } from "./fields-summary";
import { StatusOptions } from "./status-options";
import { TemplateFields } from "./template-fields";
import { toInputs, useFieldValues } from "./use-field-values";

type Props = {
  deliverable: Deliverable;
  template: DeliverableTemplate | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Opens a deliverable to change its name, its status (and back) and its field values. */
export function EditDeliverableDialog({ deliverable, template, open, onOpenChange }: Props) {
  const { t, i18n } = useTranslation(["deliverables", "common"]);
  const { ofError } = useErrorText({ generic: "deliverables:edit.error" });
  const update = useUpdateDeliverable();
  const [name, setName] = useState(deliverable.name);
  const [status, setStatus] = useState<DeliverableStatus>(deliverable.status);
  // Stored values as the inputs hold them; older free-text values they cannot hold are shown aside.
  const [initial] = useState(() => toInputs(template, deliverable.data));
  const fields = useFieldValues(`edit-${deliverable.id}`, initial.values);
  const [nameError, setNameError] = useState<string>();
  const templateName = i18n.language === "en" ? deliverable.template.nameEn : deliverable.template.name;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setNameError(t("edit.nameRequired"));
      return;
    }
    // Unchanged fields are not sent: renaming or filing an older deliverable needs no re-typing.
    const changed = Object.entries(fields.values).some(([k, v]) => v !== (initial.values[k] ?? ""));
    const data = template && changed ? fields.check(template) : undefined;
    if (data === null) return;
    update.mutate(
      { id: deliverable.id, body: { name: name.trim(), status, ...(data ? { data } : {}) } },
      {
        onSuccess: () => {
          toast({ title: t("edit.success") });
          onOpenChange(false);
        },
        onError: (error) => {
          if (template && fields.showServerError(template, error)) return;
          toast({
            variant: "destructive",
            title: t("common:error"),
            description: ofError(error),
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common:close")} size="3xl">
        <DialogHeader>
          <DialogTitle>{t("edit.title")}</DialogTitle>
          <DialogDescription>{t("edit.description", { template: templateName })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-5 *:min-w-0">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 *:min-w-0">
            <div className="grid gap-2 *:min-w-0">
              <Label htmlFor={`edit-${deliverable.id}-name`}>{t("create.name")}</Label>
              <Input
                id={`edit-${deliverable.id}-name`}
                value={name}
                maxLength={200}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `edit-${deliverable.id}-name-error` : undefined}
                onChange={(e) => {
                  setName(e.target.value);
                  setNameError(undefined);
                }}
              />
              <FieldError id={`edit-${deliverable.id}-name-error`} message={nameError} />
            </div>
            <div className="grid gap-2 *:min-w-0">
              <Label htmlFor={`edit-${deliverable.id}-status`}>{t("filters.status")}</Label>
              <NativeSelect
                id={`edit-${deliverable.id}-status`}
                value={status}
                onChange={(e) => setStatus(e.target.value as DeliverableStatus)}
              >
                <StatusOptions />
              </NativeSelect>
            </div>
          </div>
          {template ? (
            <TemplateFields
              template={template}
              values={fields.values}
              errors={fields.errors}
              legacy={initial.legacy}
              idPrefix={`edit-${deliverable.id}`}
              onChange={fields.setValue}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t("common:loading")}</p>
          )}
          <FieldsSummary message={fields.summary} />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("common:cancel")}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {update.isPending ? t("edit.saving") : t("common:save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
