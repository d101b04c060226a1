import { type Skill, skillBody, skillLevels } from "@shared/contracts/taxonomy";
import { useTranslation } from "react-i18next";
import { NativeSelect } from "@/components/ui/native-select";
import { useCreateSkill } from "../api/create-skill";
import { useUpdateSkill } from "../api/update-skill";
import { useElementForm } from "../hooks/use-element-form";
import { CatalogueFields } from "./catalogue-fields";
import { FormDialog } from "./form-dialog";
import { FormField } from "./form-field";
import { wordedDefaults } from "./worded-fields";

const FIELDS = ["name", "nameEn", "description", "descriptionEn", "category", "categoryEn", "level"] as const;

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
  const { form, dialog, error } = useElementForm({
    kind: "skill",
    schema: skillBody,
    defaultValues: {
      ...wordedDefaults(skill?.stored),
      category: skill?.stored.category ?? "",
      categoryEn: skill?.stored.categoryEn ?? "",
      level: skill?.level ?? "beginner",
    },
    fields: FIELDS,
    editingId: skill?.id,
    create: useCreateSkill(),
    update: useUpdateSkill(),
    onClose,
  });

  return (
    <FormDialog {...dialog}>
      <CatalogueFields idPrefix="skill" categories={categories} register={form.register} error={error}>
        <FormField id="skill-level" label={t("form.level")} error={error("level")}>
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
