import frKanban from "@shared/i18n/fr/kanban.json";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "@/lib/api-errors";
import { useValidationMessage } from "@/lib/validation-message";

// The contract and the server speak French; the French catalogue turns a message back into its
// key so English readers get it in their language (the app's rule, extended to this feature).
const keyByFrench = new Map(Object.entries(frKanban.validation).map(([key, text]) => [text, key] as const));

/** Words a French contract or server message of this feature in the current language. */
export function useKanbanMessage() {
  const { t } = useTranslation("kanban");
  const common = useValidationMessage();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return "";
      const key = keyByFrench.get(message);
      return key ? t(`validation.${key}`) : common(message);
    },
    [t, common],
  );
}

/**
 * The spec's error sentence, followed by the server's reason when it is one this feature knows
 * (a role that no longer allows the change, an assignee who left the board...).
 */
export function useErrorText() {
  const word = useKanbanMessage();
  return useCallback(
    (error: unknown, fallback: string) => {
      const message = serverMessage(error);
      return message && keyByFrench.has(message) ? `${fallback} ${word(message)}` : fallback;
    },
    [word],
  );
}

/** The server's reason alone (for toasts whose title already says what failed). */
export function useReasonText() {
  const word = useKanbanMessage();
  return useCallback(
    (error: unknown, fallback: string) => {
      const message = serverMessage(error);
      return message && keyByFrench.has(message) ? word(message) : fallback;
    },
    [word],
  );
}
