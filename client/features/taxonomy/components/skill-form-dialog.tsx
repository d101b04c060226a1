import { zodResolver } from "@hookform/resolvers/zod";
import { type Skill, skillBody, skillLevels } from "@shared/contracts/taxonomy";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { useCreateSkill } from "../api/create-skill";
import { useUpdateSkill } from "../api/update-skill";
import { useSubmitFailure } from "../hooks/use-submit-failure";
import { useTaxonomyMessage } from "../hooks/use-taxonomy-message";
import { CatalogueFields } from "./catalogue-fields";
import { FormDialog } from "./form-dialog";
import { FormField } from "./form-field";

const FIELDS = ["name", "description", "category", "level"] as const;

/** 'Nouvelle Compétence', or the edit form of `skill`. */
export function SkillFormDialog({
  skill,
  categories,
  onClose,
}: {
  skill?: Skill;
  /** Categories already in use, offered as suggestions. */
  categories: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation("taxonomy");
  const { word } = useTaxonomyMessage();
  const create = useCreateSkill();
  const update = useUpdateSkill();
  const form = useForm({
    resolver: zodResolver(skillBody),
    defaultValues: {
      name: skill?.name ?? "",
      description: skill?.description ?? "",
      category: skill?.category ?? "",
      level: skill?.level ?? "beginner",
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
    if (skill) {
      update.mutate(
        { id: skill.id, body: values },
        { onSuccess: done(t("toasts.skillUpdated")), onError: onFailure },
      );
    } else {
      create.mutate(values, { onSuccess: done(t("toasts.skillCreated")), onError: onFailure });
    }
  });

  return (
    <FormDialog
      open
      title={skill ? t("dialogs.editSkill") : t("dialogs.newSkill")}
      description={skill ? t("dialogs.editDescription") : t("dialogs.newSkillDescription")}
      submitLabel={skill ? t("form.save") : t("form.create")}
      pendingLabel={skill ? t("form.saving") : t("form.creating")}
      pending={create.isPending || update.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <CatalogueFields
        idPrefix="skill"
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
        <FormField id="skill-level" label={t("form.level")} error={word(errors.level?.message)}>
          {(control) => (
            <NativeSelect {...control} {...form.register("level")}>
              {skillLevels.map((level) => (
                <option key={level} value={level}>
                  {t(`skillLevels.${level}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </CatalogueFields>
    </FormDialog>
  );
}
