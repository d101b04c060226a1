import frTaxonomy from "@shared/i18n/fr/taxonomy.json";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/lib/api-client";
import { serverMessage } from "@/lib/api-errors";
import { useValidationMessage } from "@/lib/validation-message";

// The contract and the server word their messages in French, and the French catalogue's `errors`
// holds exactly those sentences: it is the dictionary back to a key, for English readers.
const keyByFrench = new Map(Object.entries(frTaxonomy.errors).map(([key, text]) => [text, `errors.${key}`]));

/** Words a French contract or server message of this feature in the reader's language. */
export function useTaxonomyMessage() {
  const { t, i18n } = useTranslation("taxonomy");
  const validation = useValidationMessage();
  const word = useCallback(
    (message: string | undefined): string => {
      if (!message) return "";
      const key = keyByFrench.get(message);
      if (key) return t(key);
      return validation(message);
    },
    [t, validation],
  );
  /** The text of a failed request: the server's message in the reader's language, or a generic line. */
  const ofError = useCallback(
    (error: unknown) => {
      // The 409 on delete names the links in French; other languages get the general rule.
      if (error instanceof ApiError && error.body?.code === "still_linked" && i18n.language !== "fr") {
        return t("errors.stillLinked");
      }
      return word(serverMessage(error)) || t("toasts.genericError");
    },
    [t, word, i18n.language],
  );
  return { word, ofError };
}
