import { zodResolver } from "@hookform/resolvers/zod";
import { roleSkillBody, roleTaskBody, type TaxonomyMatrix, taskSkillBody } from "@shared/contracts/taxonomy";
import { type FieldValues, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { type LinkInput, type LinkKind, useCreateLink } from "../api/create-link";
import { useSubmitFailure } from "../hooks/use-submit-failure";
import { useTaxonomyMessage } from "../hooks/use-taxonomy-message";
import { FormDialog } from "./form-dialog";
import { FormField } from "./form-field";

type End = "role" | "taskType" | "skill";
type LinkConfig = {
  resolver: Resolver<FieldValues>;
  from: { field: string; end: End };
  to: { field: string; end: End };
  score: "proficiencyRequired" | "importance" | "expectedLevel";
  title: string;
  toast: string;
};

/** One association: the two ends it joins (field and kind) and what its 1–5 score means. */
function link(
  schema: typeof roleTaskBody | typeof taskSkillBody | typeof roleSkillBody,
  [fromField, fromEnd]: [string, End],
  [toField, toEnd]: [string, End],
  score: LinkConfig["score"],
  kind: LinkKind,
): LinkConfig {
  const name = kind[0].toUpperCase() + kind.slice(1);
  return {
    resolver: zodResolver(schema) as unknown as Resolver<FieldValues>,
    from: { field: fromField, end: fromEnd },
    to: { field: toField, end: toEnd },
    score,
    title: `matrix.new${name}`,
    toast: `toasts.${kind}Created`,
  };
}

const CONFIG: Record<LinkKind, LinkConfig> = {
  roleTask: link(
    roleTaskBody,
    ["roleId", "role"],
    ["taskTypeId", "taskType"],
    "proficiencyRequired",
    "roleTask",
  ),
  taskSkill: link(taskSkillBody, ["taskTypeId", "taskType"], ["skillId", "skill"], "importance", "taskSkill"),
  roleSkill: link(roleSkillBody, ["roleId", "role"], ["skillId", "skill"], "expectedLevel", "roleSkill"),
};

const SCALE = [1, 2, 3, 4, 5] as const;
// An unchosen score stays undefined so the contract's message ("… entre 1 et 5") shows.
const toScore = (value: unknown) => (value === "" || value === undefined ? undefined : Number(value));

/** Creates one association of `kind` from the Matrice tab. */
export function LinkDialog({
  kind,
  matrix,
  onClose,
}: {
  kind: LinkKind;
  matrix: TaxonomyMatrix;
  onClose: () => void;
}) {
  const { t } = useTranslation("taxonomy");
  const { word } = useTaxonomyMessage();
  const create = useCreateLink();
  const config = CONFIG[kind];
  const form = useForm<FieldValues>({
    resolver: config.resolver,
    defaultValues: { [config.from.field]: "", [config.to.field]: "", [config.score]: "" },
  });
  const { errors } = form.formState;
  const fields = [config.from.field, config.to.field, config.score];
  const onFailure = useSubmitFailure(fields, form.setError);
  const options: Record<End, { id: string; name: string; fallback?: boolean }[]> = {
    role: matrix.roles,
    taskType: matrix.taskTypes,
    skill: matrix.skills,
  };
  const message = (field: string) => word(errors[field]?.message as string | undefined);

  const onSubmit = form.handleSubmit((values) =>
    create.mutate({ kind, body: values } as LinkInput, {
      onSuccess: () => {
        toast({ title: t(config.toast) });
        form.reset();
        onClose();
      },
      onError: onFailure,
    }),
  );

  const endSelect = ({ field, end }: { field: string; end: End }) => (
    <FormField id={`link-${field}`} label={t(`matrix.${end}`)} error={message(field)}>
      {(control) => (
        <NativeSelect {...control} {...form.register(field)}>
          <option value="">{t("form.choose")}</option>
          {options[end].map((item) => (
            <option key={item.id} value={item.id}>
              {item.fallback ? t("nameInFrench", { name: item.name }) : item.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );

  return (
    <FormDialog
      open
      title={t(config.title)}
      description={t("matrix.newLinkDescription")}
      submitLabel={t("form.create")}
      pendingLabel={t("form.creating")}
      pending={create.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {endSelect(config.from)}
      {endSelect(config.to)}
      <FormField
        id={`link-${config.score}`}
        label={t(`matrix.${config.score}`)}
        error={message(config.score)}
      >
        {(control) => (
          <NativeSelect {...control} {...form.register(config.score, { setValueAs: toScore })}>
            <option value="">{t("form.choose")}</option>
            {SCALE.map((value) => (
              <option key={value} value={value}>
                {t("matrix.scaleOption", { value })}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </FormDialog>
  );
}
