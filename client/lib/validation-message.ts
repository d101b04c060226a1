import frValidation from "@shared/i18n/fr/validation.json";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

// The zod contracts and the server speak French; the French catalogue is the dictionary that turns
// such a message back into a key, so English readers get the same rule in their language.
const keyByFrenchMessage = new Map(
  Object.entries(frValidation).map(([key, message]) => [message, key] as const),
);

/** Returns a function that words a French contract or server message in the current language. */
export function useValidationMessage() {
  const { t } = useTranslation("validation");
  return useCallback(
    (message: string | undefined): string => {
      if (!message) return "";
      const key = keyByFrenchMessage.get(message);
      return key ? t(key) : message;
    },
    [t],
  );
}
