import { zodResolver } from "@hookform/resolvers/zod";
import {
  ARTEFACT_EXTENSIONS,
  type Contribution,
  contributionBody,
  INTERNAL_CATEGORIES,
  INTERNAL_TYPES,
  type InternalType,
  MAX_ARTEFACT_BYTES,
  parseTags,
} from "@shared/contracts/internal-marketplace";
import { useEffect, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormField, FormFooter, fieldProps } from "@/components/field-props";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { applyFieldIssues } from "@/lib/api-errors";
import { useSaveContribution } from "../api/contributions";
import { useInternalMarketplaceMessage } from "../hooks/use-internal-marketplace-message";

// Tags are typed as "a, b, c"; the contract wants a list.
const formSchema = contributionBody.extend({ tags: z.string().max(600) });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
type Source = "link" | "file";

const ACCEPT = ARTEFACT_EXTENSIONS.map((ext) => `.${ext}`).join(",");
const REQUIRED = "Ajoutez un fichier ou un lien";

const empty = (type: InternalType): FormInput => ({
  type,
  name: "",
  description: "",
  category: "business-analyst",
  subcategory: "",
  tags: "",
  version: "1.0.0",
  artefactUrl: "",
});

const toForm = (c: Contribution): FormInput => ({
  type: c.type,
  name: c.name,
  description: c.description,
  category: c.category,
  subcategory: c.subcategory ?? "",
  tags: c.tags.join(", "),
  version: c.version,
  artefactUrl: c.artefact?.kind === "link" ? c.artefact.url : "",
});

const FIELDS = [
  "type",
  "name",
  "description",
  "category",
  "subcategory",
  "tags",
  "version",
  "artefactUrl",
] as const satisfies readonly FieldPath<FormInput>[];
type Field = (typeof FIELDS)[number];

/** Contribuer: the form for each of the four types; the result waits for an admin's validation. */
export function ContributionDialog({
  open,
  type,
  editing,
  onClose,
}: {
  open: boolean;
  type: InternalType;
  editing: Contribution | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("internal-marketplace");
  const { word, ofError } = useInternalMarketplaceMessage();
  const save = useSaveContribution();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: empty(type),
  });
  const { errors } = form.formState;
  const [source, setSource] = useState<Source>("link");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState("");
  const existingFile = editing?.artefact?.kind === "file" ? editing.artefact.fileName : null;

  useEffect(() => {
    if (!open) return;
    form.reset(editing ? toForm(editing) : empty(type));
    setSource(editing?.artefact?.kind === "file" ? "file" : "link");
    setFile(null);
    setFileError("");
  }, [open, editing, type, form]);

  const pickFile = (picked: File | null) => {
    setFileError("");
    if (!picked) return setFile(null);
    const ext = picked.name.toLowerCase().split(".").pop() ?? "";
    if (!(ARTEFACT_EXTENSIONS as readonly string[]).includes(ext)) {
      setFile(null);
      return setFileError(t("errors.fileType"));
    }
    if (picked.size > MAX_ARTEFACT_BYTES) {
      setFile(null);
      return setFileError(t("errors.fileTooLarge"));
    }
    setFile(picked);
  };

  const onSubmit = (values: FormOutput) => {
    if (source === "link" && !values.artefactUrl) {
      form.setError("artefactUrl", { type: "required", message: REQUIRED });
      return;
    }
    if (source === "file" && !file && !existingFile) {
      setFileError(t("errors.artefactRequired"));
      return;
    }
    const body = {
      ...values,
      tags: parseTags(values.tags),
      artefactUrl: source === "link" ? values.artefactUrl : "",
    };
    save.mutate(
      { id: editing?.id, body, file: source === "file" ? file : null },
      {
        onSuccess: () => {
          toast({
            title: editing ? t("contribute.updated") : t("contribute.submitted"),
            description: t("contribute.pendingNote"),
          });
          onClose();
        },
        onError: (error) => {
          applyFieldIssues(error, FIELDS, form.setError);
          toast({ variant: "destructive", title: t("contribute.error"), description: ofError(error) });
        },
      },
    );
  };

  const { field, row } = fieldProps<Field>("contribution", errors, word);
  const selectedType = form.watch("type");

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !save.isPending && onClose()}>
      <DialogContent size="2xl" closeLabel={t("form.close")}>
        <DialogHeader>
          <DialogTitle>
            {editing ? t("form.editTitle") : t("form.title", { type: t(`types.${selectedType}`) })}
          </DialogTitle>
          <DialogDescription>{t("form.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField {...row("type")} label={t("form.type")}>
              <NativeSelect {...field("type")} {...form.register("type")}>
                {INTERNAL_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {t(`types.${value}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField {...row("category")} label={t("form.category")}>
              <NativeSelect {...field("category")} {...form.register("category")}>
                {INTERNAL_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {t(`categories.${value}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField {...row("name")} label={t("form.name")} className="sm:col-span-2">
              <Input {...field("name")} {...form.register("name")} />
            </FormField>
            <FormField {...row("description")} label={t("form.descriptionLabel")} className="sm:col-span-2">
              <Textarea {...field("description")} rows={4} {...form.register("description")} />
            </FormField>
            <FormField {...row("subcategory")} label={t("form.subcategory")} note={t("form.optional")}>
              <Input
                {...field("subcategory")}
                placeholder={t("form.subcategoryPlaceholder")}
                {...form.register("subcategory")}
              />
            </FormField>
            <FormField {...row("version")} label={t("form.version")}>
              <Input {...field("version")} placeholder="1.0.0" {...form.register("version")} />
            </FormField>
            <FormField
              {...row("tags")}
              label={t("form.tags")}
              note={t("form.tagsHint")}
              className="sm:col-span-2"
            >
              <Input {...field("tags")} placeholder={t("form.tagsPlaceholder")} {...form.register("tags")} />
            </FormField>
          </div>
          <fieldset className="grid gap-3 rounded-lg border p-4">
            <legend className="px-1 text-sm font-medium">{t("form.artefact")}</legend>
            <div className="flex flex-wrap gap-4 text-sm">
              {(["link", "file"] as const).map((value) => (
                <label key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="contribution-source"
                    value={value}
                    checked={source === value}
                    onChange={() => setSource(value)}
                    className="size-4 accent-primary"
                  />
                  {t(`form.source.${value}`)}
                </label>
              ))}
            </div>
            {source === "link" ? (
              <FormField {...row("artefactUrl")} label={t("form.link")}>
                <Input
                  {...field("artefactUrl")}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  {...form.register("artefactUrl")}
                />
              </FormField>
            ) : (
              <div className="grid gap-2">
                <Label htmlFor="contribution-file">{t("form.file")}</Label>
                <Input
                  id="contribution-file"
                  type="file"
                  accept={ACCEPT}
                  aria-invalid={fileError ? true : undefined}
                  aria-describedby={`contribution-file-hint${fileError ? " contribution-file-error" : ""}`}
                  onChange={(e) => pickFile(e.target.files?.[0] ?? null)}
                />
                <p id="contribution-file-hint" className="text-xs text-muted-foreground">
                  {existingFile ? t("form.currentFile", { name: existingFile }) : t("form.fileHint")}
                </p>
                <FieldError id="contribution-file-error" message={fileError} />
              </div>
            )}
          </fieldset>
          {editing && <p className="text-sm text-muted-foreground">{t("form.editNote")}</p>}
          <FormFooter
            cancelLabel={t("form.cancel")}
            submitLabel={editing ? t("form.saveEdit") : t("form.submit")}
            pending={save.isPending}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
