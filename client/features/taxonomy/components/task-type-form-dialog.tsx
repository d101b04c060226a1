import { type TaskType, taskTypeBody } from "@shared/contracts/taxonomy";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { useCreateTaskType } from "../api/create-task-type";
import { useUpdateTaskType } from "../api/update-task-type";
import { useElementForm } from "../hooks/use-element-form";
import { CatalogueFields } from "./catalogue-fields";
import { FormDialog } from "./form-dialog";
import { FormField } from "./form-field";
import { wordedDefaults } from "./worded-fields";

const FIELDS = [
  "name",
  "nameEn",
  "description",
  "descriptionEn",
  "category",
  "categoryEn",
  "estimatedDuration",
] as const;

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
  const { form, dialog, error } = useElementForm({
    kind: "taskType",
    schema: taskTypeBody,
    defaultValues: {
      ...wordedDefaults(taskType?.stored),
      category: taskType?.stored.category ?? "",
      categoryEn: taskType?.stored.categoryEn ?? "",
      estimatedDuration: taskType?.estimatedDuration,
    },
    fields: FIELDS,
    editingId: taskType?.id,
    create: useCreateTaskType(),
    update: useUpdateTaskType(),
    onClose,
  });

  return (
    <FormDialog {...dialog}>
      <CatalogueFields idPrefix="task-type" categories={categories} register={form.register} error={error}>
        <FormField
          id="task-type-duration"
          label={t("form.duration")}
          optional
          error={error("estimatedDuration")}
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
