import { useCallback } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { applyFieldIssues, errorCode } from "@/lib/api-errors";
import { useTaxonomyMessage } from "./use-taxonomy-message";

/**
 * What a form does when the server refuses: field issues (400) and a name clash (409) go on their
 * field, where the admin looks; anything else becomes a destructive toast.
 */
export function useSubmitFailure<T extends FieldValues>(
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  conflictField?: Path<T>,
) {
  const { t } = useTranslation("taxonomy");
  const { ofError } = useTaxonomyMessage();
  return useCallback(
    (error: unknown) => {
      if (applyFieldIssues(error, fields, setError)) return;
      if (conflictField && error instanceof ApiError && error.status === 409 && error.body?.code) {
        setError(conflictField, { type: "server", message: errorCode(error) });
        return;
      }
      toast({ variant: "destructive", title: t("toasts.errorTitle"), description: ofError(error) });
    },
    [fields, setError, conflictField, t, ofError],
  );
}
