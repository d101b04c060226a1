import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { errorCode, serverMessage, useErrorText } from "@/lib/api-errors";

/** Words a contract rule's or the server's code of this feature in the reader's language. */
export function useTaxonomyMessage() {
  const { i18n } = useTranslation();
  const { word, ofError: byCode } = useErrorText({ generic: "taxonomy:toasts.genericError" });
  const ofError = useCallback(
    (error: unknown) =>
      // A refused deletion's French names the links (generated); other languages get the rule.
      (errorCode(error) === "still_linked" && i18n.language === "fr" && serverMessage(error)) ||
      byCode(error),
    [byCode, i18n.language],
  );
  return { word, ofError };
}
