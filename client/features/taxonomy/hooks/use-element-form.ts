import { zodResolver } from "@hookform/resolvers/zod";
import type { UseMutationResult } from "@tanstack/react-query";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { ZodType } from "zod";
import { toast } from "@/components/ui/use-toast";
import { useSubmitFailure } from "./use-submit-failure";
import { useTaxonomyMessage } from "./use-taxonomy-message";

type ElementKind = "role" | "skill" | "taskType";
const KEY: Record<ElementKind, string> = { role: "Role", skill: "Skill", taskType: "TaskType" };

/**
 * The create-or-edit form of a role, skill or task type: validated by its contract, sent to the
 * create or update call, then a toast and the dialog closes; a refusal goes on its field (a name
 * clash on the name). Returns the form and the props of its FormDialog.
 */
export function useElementForm<T extends FieldValues, R>({
  kind,
  schema,
  defaultValues,
  fields,
  editingId,
  create,
  update,
  onClose,
}: {
  kind: ElementKind;
  schema: ZodType<unknown, T>;
  defaultValues: DefaultValues<T>;
  fields: readonly Path<T>[];
  /** The element being edited; absent for a new one. */
  editingId?: string;
  create: UseMutationResult<R, Error, T>;
  update: UseMutationResult<R, Error, { id: string; body: T }>;
  onClose: () => void;
}) {
  const { t } = useTranslation("taxonomy");
  const { word } = useTaxonomyMessage();
  const form = useForm<T>({ resolver: zodResolver(schema as never), defaultValues });
  const onFailure = useSubmitFailure(fields, form.setError, "name" as Path<T>);
  const key = KEY[kind];
  const editing = editingId !== undefined;

  const onSubmit = form.handleSubmit((values) => {
    const done = (message: string) => () => {
      toast({ title: message });
      form.reset();
      onClose();
    };
    if (editingId !== undefined) {
      update.mutate(
        { id: editingId, body: values },
        { onSuccess: done(t(`toasts.${kind}Updated`)), onError: onFailure },
      );
    } else {
      create.mutate(values, { onSuccess: done(t(`toasts.${kind}Created`)), onError: onFailure });
    }
  });

  const dialog = {
    open: true,
    title: editing ? t(`dialogs.edit${key}`) : t(`dialogs.new${key}`),
    description: editing ? t("dialogs.editDescription") : t(`dialogs.new${key}Description`),
    submitLabel: editing ? t("form.save") : t("form.create"),
    pendingLabel: editing ? t("form.saving") : t("form.creating"),
    pending: create.isPending || update.isPending,
    onSubmit,
    onClose,
  };
  /** The error of a field, worded in the interface language. */
  const error = (field: Path<T>) => word(form.getFieldState(field, form.formState).error?.message);
  return { form, dialog, error };
}
