import { zodResolver } from "@hookform/resolvers/zod";
import { ROLE_LEVELS, type Role, roleBody } from "@shared/contracts/taxonomy";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useCreateRole } from "../api/create-role";
import { useUpdateRole } from "../api/update-role";
import { useSubmitFailure } from "../hooks/use-submit-failure";
import { useTaxonomyMessage } from "../hooks/use-taxonomy-message";
import { FormDialog } from "./form-dialog";
import { FormField } from "./form-field";

const FIELDS = ["name", "description", "level"] as const;

/** 'Nouveau Rôle', or the edit form of `role`. Rendered only while open, so it starts fresh. */
export function RoleFormDialog({ role, onClose }: { role?: Role; onClose: () => void }) {
  const { t } = useTranslation("taxonomy");
  const { word } = useTaxonomyMessage();
  const create = useCreateRole();
  const update = useUpdateRole();
  const form = useForm({
    resolver: zodResolver(roleBody),
    defaultValues: { name: role?.name ?? "", description: role?.description ?? "", level: role?.level ?? 1 },
  });
  const { errors } = form.formState;
  const onFailure = useSubmitFailure(FIELDS, form.setError, "name");
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((values) => {
    const done = (message: string) => () => {
      toast({ title: message });
      form.reset();
      onClose();
    };
    if (role) {
      update.mutate(
        { id: role.id, body: values },
        { onSuccess: done(t("toasts.roleUpdated")), onError: onFailure },
      );
    } else {
      create.mutate(values, { onSuccess: done(t("toasts.roleCreated")), onError: onFailure });
    }
  });

  return (
    <FormDialog
      open
      title={role ? t("dialogs.editRole") : t("dialogs.newRole")}
      description={role ? t("dialogs.editDescription") : t("dialogs.newRoleDescription")}
      submitLabel={role ? t("form.save") : t("form.create")}
      pendingLabel={role ? t("form.saving") : t("form.creating")}
      pending={pending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormField id="role-name" label={t("form.name")} error={word(errors.name?.message)}>
        {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
      </FormField>
      <FormField
        id="role-description"
        label={t("form.description")}
        optional
        error={word(errors.description?.message)}
      >
        {(control) => <Textarea {...control} rows={3} {...form.register("description")} />}
      </FormField>
      <FormField id="role-level" label={t("form.level")} error={word(errors.level?.message)}>
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
