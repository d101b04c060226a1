import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { CategoryOptions } from "./category-options";
import { FormField } from "./form-field";

type CatalogueField = "name" | "description" | "category";

/**
 * The fields a skill and a task type share: name, optional description, and a category with the
 * ones in use as suggestions, beside `children` (the kind's own field). Errors come worded.
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
      <FormField id={`${idPrefix}-name`} label={t("form.name")} error={error("name")}>
        {(control) => <Input {...control} autoComplete="off" {...register("name")} />}
      </FormField>
      <FormField
        id={`${idPrefix}-description`}
        label={t("form.description")}
        optional
        error={error("description")}
      >
        {(control) => <Textarea {...control} rows={3} {...register("description")} />}
      </FormField>
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
        {children}
      </div>
    </>
  );
}
