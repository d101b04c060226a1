import { ROLE_LEVELS, type Role, roleBody } from "@shared/contracts/taxonomy";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useCreateRole } from "../api/create-role";
import { useUpdateRole } from "../api/update-role";
import { useElementForm } from "../hooks/use-element-form";
import { FormDialog } from "./form-dialog";
import { FormField } from "./form-field";

const FIELDS = ["name", "description", "level"] as const;

/** 'Nouveau Rôle', or the edit form of `role`. Rendered only while open, so it starts fresh. */
export function RoleFormDialog({ role, onClose }: { role?: Role; onClose: () => void }) {
  const { t } = useTranslation("taxonomy");
  const { form, dialog, error } = useElementForm({
    kind: "role",
    schema: roleBody,
    defaultValues: { name: role?.name ?? "", description: role?.description ?? "", level: role?.level ?? 1 },
    fields: FIELDS,
    editingId: role?.id,
    create: useCreateRole(),
    update: useUpdateRole(),
    onClose,
  });

  return (
    <FormDialog {...dialog}>
      <FormField id="role-name" label={t("form.name")} error={error("name")}>
        {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
      </FormField>
      <FormField id="role-description" label={t("form.description")} optional error={error("description")}>
        {(control) => <Textarea {...control} rows={3} {...form.register("description")} />}
      </FormField>
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
