import type { DeliverableTemplate } from "@shared/contracts/deliverables";
import { LoaderCircle } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useState } from "react";
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
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { useCreateDeliverable } from "../api/create-deliverable";
import { FieldsSummary } from "./fields-summary";
import { TemplateFields } from "./template-fields";
import { useFieldValues } from "./use-field-values";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  templates: DeliverableTemplate[];
  /** Preselected when opened from a template card. */
  initialTemplateId?: string;
};

function RequiredMark() {
  const { t } = useTranslation("deliverables");
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-red-600 dark:text-red-400">
        *
      </span>
      <span className="sr-only"> ({t("form.required")})</span>
    </>
  );
}

/** 'Nouveau Livrable': a name, a template, then the fields that template describes. */
export function NewDeliverableDialog({ open, onOpenChange, templates, initialTemplateId }: Props) {
  const { t, i18n } = useTranslation(["deliverables", "common"]);
  const create = useCreateDeliverable();
  const [name, setName] = useState("");
  const [templateId, setTemplateId] = useState(initialTemplateId ?? "");
  const fields = useFieldValues("new-deliverable");
  const template = templates.find((x) => x.id === templateId);
  const missing = !name.trim() || !template;
  const en = i18n.language === "en";

  const submit = (e: FormEvent | KeyboardEvent) => {
    e.preventDefault();
    if (missing) {
      // Spec section 5: name and template are required.
      toast({
        variant: "destructive",
        title: t("create.missingTitle"),
        description: t("create.missingDescription"),
      });
      return;
    }
    const data = fields.check(template);
    if (!data) return;
    create.mutate(
      { templateId: template.id, body: { name: name.trim(), data } },
      {
        onSuccess: (created) => {
          toast({
            title: t("create.success"),
            description: t("create.successDescription", { name: created.name }),
          });
          onOpenChange(false);
          setName("");
          fields.reset();
          setTemplateId(initialTemplateId ?? "");
        },
        onError: (error) => {
          if (fields.showServerError(template, error)) return;
          toast({ variant: "destructive", title: t("common:error"), description: t("create.error") });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common:close")} size="3xl">
        <DialogHeader>
          <DialogTitle>{t("create.title")}</DialogTitle>
          <DialogDescription>{t("create.description")}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={submit}
          onKeyDown={(e) => {
            // A disabled submit button blocks Enter silently; say what is missing instead.
            if (e.key === "Enter" && missing && e.target instanceof HTMLInputElement) submit(e);
          }}
          className="grid gap-5 *:min-w-0"
        >
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 *:min-w-0">
            <div className="grid gap-2 *:min-w-0">
              <Label htmlFor="new-deliverable-name">
                <span>
                  {t("create.name")}
                  <RequiredMark />
                </span>
              </Label>
              <Input
                id="new-deliverable-name"
                value={name}
                maxLength={200}
                aria-required="true"
                placeholder={t("create.namePlaceholder")}
                onChange={(e) => setName(e.target.value)}
              />
            </div>
            <div className="grid gap-2 *:min-w-0">
              <Label htmlFor="new-deliverable-template">
                <span>
                  {t("create.template")}
                  <RequiredMark />
                </span>
              </Label>
              <NativeSelect
                id="new-deliverable-template"
                value={templateId}
                aria-required="true"
                onChange={(e) => {
                  setTemplateId(e.target.value);
                  fields.reset();
                }}
              >
                <option value="">{t("create.templatePlaceholder")}</option>
                {templates.map((x) => (
                  <option key={x.id} value={x.id}>
                    {en ? x.nameEn : x.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          {template && (
            <section
              aria-labelledby="new-deliverable-fields"
              className="grid gap-4 rounded-lg border bg-muted/40 p-4 *:min-w-0"
            >
              <div>
                <h3 id="new-deliverable-fields" className="font-medium">
                  {en ? template.nameEn : template.name}
                </h3>
                <p className="text-sm text-muted-foreground">
                  {en ? template.descriptionEn : template.description}
                </p>
              </div>
              <TemplateFields
                template={template}
                values={fields.values}
                errors={fields.errors}
                idPrefix="new-deliverable"
                onChange={fields.setValue}
              />
            </section>
          )}
          <FieldsSummary message={fields.summary} />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("common:cancel")}
            </Button>
            <Button type="submit" disabled={missing || create.isPending}>
              {create.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {create.isPending ? t("create.creating") : t("create.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
