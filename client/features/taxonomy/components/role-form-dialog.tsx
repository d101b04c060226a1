import { ROLE_LEVELS, type Role, roleBody } from "@shared/contracts/taxonomy";
import { useTranslation } from "react-i18next";
import { NativeSelect } from "@/components/ui/native-select";
import { useCreateRole } from "../api/create-role";
import { useUpdateRole } from "../api/update-role";
import { useElementForm } from "../hooks/use-element-form";
import { FormDialog } from "./form-dialog";
import { FormField } from "./form-field";
import { WordedFields, wordedDefaults } from "./worded-fields";

const FIELDS = ["name", "nameEn", "description", "descriptionEn", "level"] as const;

/** 'Nouveau Rôle', or the edit form of `role`. Rendered only while open, so it starts fresh. */
export function RoleFormDialog({ role, onClose }: { role?: Role; onClose: () => void }) {
  const { t } = useTranslation("taxonomy");
  const { form, dialog, error } = useElementForm({
    kind: "role",
    schema: roleBody,
    defaultValues: { ...wordedDefaults(role?.stored), level: role?.level ?? 1 },
    fields: FIELDS,
    editingId: role?.id,
    create: useCreateRole(),
    update: useUpdateRole(),
    onClose,
  });

  return (
    <FormDialog {...dialog}>
      <WordedFields idPrefix="role" register={form.register} error={error} />
      <FormField id="role-level" label={t("form.level")} error={error("level")}>
        {(control) => (
          <NativeSelect {...control} {...form.register("level", { setValueAs: Number })}>
            {ROLE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t("form.levelOption", { level, label: t(`roleLevels.${level}`) })}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </FormDialog>
  );
}
