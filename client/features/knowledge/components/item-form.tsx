import { zodResolver } from "@hookform/resolvers/zod";
import { knowledgeItemBody, knowledgeStatus } from "@shared/contracts/knowledge";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormField, FormFooter, fieldProps } from "@/components/field-props";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { applyFieldIssues } from "@/lib/api-errors";
import { KNOWLEDGE_CATEGORIES } from "@/lib/catalogue";
import { cn } from "@/lib/cn";
import type { KnowledgeItemInput } from "../api/create-item";
import { useKnowledgeMessage } from "../hooks/use-knowledge-message";
import { MarkdownContent } from "./markdown-content";

type FormInput = z.input<typeof knowledgeItemBody>;
const FIELDS = ["title", "description", "category", "content", "status"] as const;

/** Title, description, category, Markdown content (with a preview) and status of an item. */
export function ItemForm({
  idPrefix,
  defaultValues,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  defaultValues: FormInput;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Resolves when saved; rejects with the API error, whose field issues land on the fields. */
  onSubmit: (values: KnowledgeItemInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(["knowledge", "common"]);
  const { word } = useKnowledgeMessage();
  const [previewing, setPreviewing] = useState(false);
  const form = useForm<FormInput, unknown, KnowledgeItemInput>({
    resolver: zodResolver(knowledgeItemBody),
    defaultValues,
  });
  const { errors } = form.formState;
  const { field, error, row } = fieldProps<(typeof FIELDS)[number]>(idPrefix, errors, word);
  const id = (name: string) => `${idPrefix}-${name}`;

  const submit = form.handleSubmit((values) =>
    onSubmit(values).catch((error: unknown) => {
      applyFieldIssues(error, FIELDS, form.setError);
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField {...row("title")} label={t("form.title")}>
        <Input {...field("title")} autoComplete="off" {...form.register("title")} />
      </FormField>
      <FormField {...row("description")} label={t("form.description")} note={t("form.optional")}>
        <Textarea {...field("description")} rows={2} {...form.register("description")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...row("category")} label={t("form.category")}>
          <NativeSelect {...field("category")} {...form.register("category")}>
            {KNOWLEDGE_CATEGORIES.map(({ key, value }) => (
              <option key={key} value={value}>
                {t(`common:knowledgeCategories.${key}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField htmlFor={id("status")} label={t("form.status")}>
          <NativeSelect id={id("status")} {...form.register("status")}>
            {knowledgeStatus.options.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <Label htmlFor={id("content")}>{t("form.content")}</Label>
          <div className="flex rounded-md border p-0.5 text-xs">
            {[false, true].map((preview) => (
              <button
                key={String(preview)}
                type="button"
                aria-pressed={previewing === preview}
                onClick={() => setPreviewing(preview)}
                className={cn(
                  "rounded px-2.5 py-1 font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  previewing === preview ? "bg-accent text-accent-foreground" : "text-muted-foreground",
                )}
              >
                {preview ? t("form.preview") : t("form.write")}
              </button>
            ))}
          </div>
        </div>
        <Textarea
          id={id("content")}
          rows={10}
          font="mono"
          hidden={previewing}
          aria-describedby={errors.content ? `${id("content")}-error` : `${id("content")}-hint`}
          aria-invalid={errors.content ? true : undefined}
          {...form.register("content")}
        />
        {previewing && (
          <div className="max-h-80 min-h-40 overflow-y-auto rounded-md border bg-background p-4">
            {form.watch("content")?.trim() ? (
              <MarkdownContent source={form.watch("content") ?? ""} />
            ) : (
              <p className="text-sm text-muted-foreground">{t("form.previewEmpty")}</p>
            )}
          </div>
        )}
        <p id={`${id("content")}-hint`} className="text-xs text-muted-foreground">
          {t("form.contentHint")}
        </p>
        {error("content")}
      </div>
      <FormFooter
        cancelLabel={t("common:cancel")}
        submitLabel={pending ? pendingLabel : submitLabel}
        pending={pending}
        onCancel={onCancel}
      />
    </form>
  );
}
