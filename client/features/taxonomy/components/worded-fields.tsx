import type { StoredTexts } from "@shared/contracts/taxonomy";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "./form-field";

/** The form's starting texts: an element's stored texts, or blanks for a new one. */
export const wordedDefaults = (stored?: StoredTexts) => ({
  name: stored?.name ?? "",
  nameEn: stored?.nameEn ?? "",
  description: stored?.description ?? "",
  descriptionEn: stored?.descriptionEn ?? "",
});

export type WordedField = "name" | "nameEn" | "description" | "descriptionEn";

/**
 * Name and description of a role, skill or task type, in French and (optional) English side by
 * side: without English, English readers see the French, marked "FR".
 */
export function WordedFields({
  idPrefix,
  register,
  error,
}: {
  idPrefix: string;
  register: (field: WordedField) => UseFormRegisterReturn;
  error: (field: WordedField) => string | undefined;
}) {
  const { t } = useTranslation("taxonomy");
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-name`} label={t("form.name")} error={error("name")}>
          {(control) => <Input {...control} autoComplete="off" {...register("name")} />}
        </FormField>
        <FormField id={`${idPrefix}-name-en`} label={t("form.nameEn")} optional error={error("nameEn")}>
          {(control) => <Input {...control} autoComplete="off" lang="en" {...register("nameEn")} />}
        </FormField>
      </div>
      <p className="-mt-2 text-xs text-muted-foreground">{t("form.englishHint")}</p>
      <FormField
        id={`${idPrefix}-description`}
        label={t("form.description")}
        optional
        error={error("description")}
      >
        {(control) => <Textarea {...control} rows={3} {...register("description")} />}
      </FormField>
      <FormField
        id={`${idPrefix}-description-en`}
        label={t("form.descriptionEn")}
        optional
        error={error("descriptionEn")}
      >
        {(control) => <Textarea {...control} rows={2} lang="en" {...register("descriptionEn")} />}
      </FormField>
    </>
  );
}
