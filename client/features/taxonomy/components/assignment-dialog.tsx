import { zodResolver } from "@hookform/resolvers/zod";
import { assignmentBody, type Role } from "@shared/contracts/taxonomy";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { errorCode } from "@/lib/api-errors";
import { useCreateAssignment } from "../api/create-assignment";
import { useSubmitFailure } from "../hooks/use-submit-failure";
import { useTaxonomyMessage } from "../hooks/use-taxonomy-message";
import { FormDialog } from "./form-dialog";
import { FormField } from "./form-field";

/** The server's refusals that belong on a field of the form. */
const FIELD_OF_CODE: Partial<Record<string, "expiresAt" | "roleId">> = {
  expiry_invalid: "expiresAt",
  expiry_past: "expiresAt",
  unknown_role: "roleId",
  already_assigned: "roleId",
};

const FIELDS = ["email", "roleId", "assignedBy", "expiresAt"] as const;

/** A date field's yyyy-mm-dd as the end of that day in the admin's time zone. */
function endOfDay(date: string | undefined) {
  if (!date) return undefined;
  const end = new Date(`${date}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? date : end.toISOString();
}

function today() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

/** 'Assigner un rôle': e-mail, role, assigned-by (the admin's address by default), optional expiry. */
export function AssignmentDialog({
  roles,
  adminEmail,
  onClose,
}: {
  roles: Role[];
  adminEmail: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("taxonomy");
  const { word } = useTaxonomyMessage();
  const create = useCreateAssignment();
  const form = useForm({
    resolver: zodResolver(assignmentBody),
    defaultValues: { email: "", roleId: "", assignedBy: adminEmail, expiresAt: "" },
  });
  const { errors } = form.formState;
  const onFailure = useSubmitFailure(FIELDS, form.setError);

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, expiresAt: endOfDay(values.expiresAt) },
      {
        onSuccess: (created) => {
          // An e-mail without an account yet: say that the role waits for its sign-up.
          toast({
            title: t("toasts.assignmentCreated"),
            ...(created.pending ? { description: t("assignments.pending") } : {}),
          });
          form.reset();
          onClose();
        },
        onError: (error) => {
          // The server's own checks (role gone or already held, date past) belong to a field too.
          const code = errorCode(error);
          const field = code ? FIELD_OF_CODE[code] : undefined;
          if (field && code) form.setError(field, { type: "server", message: code });
          else onFailure(error);
        },
      },
    ),
  );

  return (
    <FormDialog
      open
      title={t("assignDialog.title")}
      description={t("assignDialog.description")}
      submitLabel={t("assignDialog.submit")}
      pendingLabel={t("assignDialog.pending")}
      pending={create.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormField id="assignment-email" label={t("assignDialog.email")} error={word(errors.email?.message)}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="off"
            placeholder={t("assignDialog.emailPlaceholder")}
            {...form.register("email")}
          />
        )}
      </FormField>
      <FormField id="assignment-role" label={t("assignDialog.role")} error={word(errors.roleId?.message)}>
        {(control) => (
          <NativeSelect {...control} {...form.register("roleId")}>
            <option value="">{t("form.choose")}</option>
            {roles.map((role) => (
              <option key={role.id} value={role.id}>
                {role.fallback ? t("nameInFrench", { name: role.name }) : role.name} (
                {t("levelBadge", { level: role.level })})
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id="assignment-assigned-by"
        label={t("assignDialog.assignedBy")}
        error={word(errors.assignedBy?.message)}
      >
        {(control) => <Input {...control} autoComplete="off" {...form.register("assignedBy")} />}
      </FormField>
      <FormField
        id="assignment-expires"
        label={t("assignDialog.expiresAt")}
        optional
        hint={t("assignDialog.expiresHint")}
        error={word(errors.expiresAt?.message)}
      >
        {(control) => <Input {...control} type="date" min={today()} {...form.register("expiresAt")} />}
      </FormField>
    </FormDialog>
  );
}
