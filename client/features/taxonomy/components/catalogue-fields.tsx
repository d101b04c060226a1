import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { CategoryOptions } from "./category-options";
import { FormField } from "./form-field";

/**
 * The fields a skill and a task type share: name, optional description, and a category with the
 * ones in use as suggestions, beside `children` (the kind's own field). Errors come worded.
 */
export function CatalogueFields({
  idPrefix,
  categories,
  fields,
  errors,
  children,
}: {
  idPrefix: string;
  categories: string[];
  fields: {
    name: UseFormRegisterReturn;
    description: UseFormRegisterReturn;
    category: UseFormRegisterReturn;
  };
  errors: { name?: string; description?: string; category?: string };
  children: ReactNode;
}) {
  const { t } = useTranslation("taxonomy");
  return (
    <>
      <FormField id={`${idPrefix}-name`} label={t("form.name")} error={errors.name}>
        {(control) => <Input {...control} autoComplete="off" {...fields.name} />}
      </FormField>
      <FormField
        id={`${idPrefix}-description`}
        label={t("form.description")}
        optional
        error={errors.description}
      >
        {(control) => <Textarea {...control} rows={3} {...fields.description} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-category`} label={t("form.category")} error={errors.category}>
          {(control) => (
            <>
              <Input
                {...control}
                list={`${idPrefix}-categories`}
                autoComplete="off"
                placeholder={t("form.categoryPlaceholder")}
                {...fields.category}
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
