import { zodResolver } from "@hookform/resolvers/zod";
import { type TaskType, taskTypeBody } from "@shared/contracts/taxonomy";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useCreateTaskType } from "../api/create-task-type";
import { useUpdateTaskType } from "../api/update-task-type";
import { useSubmitFailure } from "../hooks/use-submit-failure";
import { useTaxonomyMessage } from "../hooks/use-taxonomy-message";
import { CatalogueFields } from "./catalogue-fields";
import { FormDialog } from "./form-dialog";
import { FormField } from "./form-field";

const FIELDS = ["name", "description", "category", "estimatedDuration"] as const;

// Spec: the duration is sent as an integer only when filled.
const toDuration = (value: unknown) =>
  value === "" || value === null || value === undefined ? undefined : Number(value);

/** 'Nouveau Type de Tâche', or the edit form of `taskType`. */
export function TaskTypeFormDialog({
  taskType,
  categories,
  onClose,
}: {
  taskType?: TaskType;
  categories: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation("taxonomy");
  const { word } = useTaxonomyMessage();
  const create = useCreateTaskType();
  const update = useUpdateTaskType();
  const form = useForm({
    resolver: zodResolver(taskTypeBody),
    defaultValues: {
      name: taskType?.name ?? "",
      description: taskType?.description ?? "",
      category: taskType?.category ?? "",
      estimatedDuration: taskType?.estimatedDuration,
    },
  });
  const { errors } = form.formState;
  const onFailure = useSubmitFailure(FIELDS, form.setError, "name");

  const onSubmit = form.handleSubmit((values) => {
    const done = (message: string) => () => {
      toast({ title: message });
      form.reset();
      onClose();
    };
    if (taskType) {
      update.mutate(
        { id: taskType.id, body: values },
        { onSuccess: done(t("toasts.taskTypeUpdated")), onError: onFailure },
      );
    } else {
      create.mutate(values, { onSuccess: done(t("toasts.taskTypeCreated")), onError: onFailure });
    }
  });

  return (
    <FormDialog
      open
      title={taskType ? t("dialogs.editTaskType") : t("dialogs.newTaskType")}
      description={taskType ? t("dialogs.editDescription") : t("dialogs.newTaskTypeDescription")}
      submitLabel={taskType ? t("form.save") : t("form.create")}
      pendingLabel={taskType ? t("form.saving") : t("form.creating")}
      pending={create.isPending || update.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <CatalogueFields
        idPrefix="task-type"
        categories={categories}
        fields={{
          name: form.register("name"),
          description: form.register("description"),
          category: form.register("category"),
        }}
        errors={{
          name: word(errors.name?.message),
          description: word(errors.description?.message),
          category: word(errors.category?.message),
        }}
      >
        <FormField
          id="task-type-duration"
          label={t("form.duration")}
          optional
          error={word(errors.estimatedDuration?.message)}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...form.register("estimatedDuration", { setValueAs: toDuration })}
            />
          )}
        </FormField>
      </CatalogueFields>
    </FormDialog>
  );
}
