import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { CategoryOptions } from "./category-options";
import { FormField } from "./form-field";
import { type WordedField, WordedFields } from "./worded-fields";

type CatalogueField = WordedField | "category" | "categoryEn";

/**
 * The fields a skill and a task type share: name and optional description in both languages, and a
 * category (French, with the ones in use as suggestions, then English), beside `children` (the
 * kind's own field). Errors come worded.
 */
export function CatalogueFields({
  idPrefix,
  categories,
  register,
  error,
  children,
}: {
  idPrefix: string;
  categories: string[];
  /** The form's `register` and worded errors, for the shared fields. */
  register: (field: CatalogueField) => UseFormRegisterReturn;
  error: (field: CatalogueField) => string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation("taxonomy");
  return (
    <>
      <WordedFields idPrefix={idPrefix} register={register} error={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-category`} label={t("form.category")} error={error("category")}>
          {(control) => (
            <>
              <Input
                {...control}
                list={`${idPrefix}-categories`}
                autoComplete="off"
                placeholder={t("form.categoryPlaceholder")}
                {...register("category")}
              />
              <CategoryOptions id={`${idPrefix}-categories`} categories={categories} />
            </>
          )}
        </FormField>
        <FormField
          id={`${idPrefix}-category-en`}
          label={t("form.categoryEn")}
          optional
          error={error("categoryEn")}
        >
          {(control) => <Input {...control} autoComplete="off" lang="en" {...register("categoryEn")} />}
        </FormField>
        {children}
      </div>
    </>
  );
}
