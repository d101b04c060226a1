import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/use-toast";
import { useErrorText } from "@/lib/api-errors";

/** Words a contract rule's or the server's code in the reader's language (see useErrorText). */
export function useKnowledgeMessage() {
  return useErrorText({ generic: "knowledge:toasts.genericError" });
}

/** Shows a failed request of these screens as an error toast, in the reader's language. */
export function useErrorToast() {
  const { t } = useTranslation("knowledge");
  const { ofError } = useKnowledgeMessage();
  return useCallback(
    (error: unknown) =>
      toast({ variant: "destructive", title: t("toasts.errorTitle"), description: ofError(error) }),
    [t, ofError],
  );
}
