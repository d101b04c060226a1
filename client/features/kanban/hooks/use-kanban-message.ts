import type { ErrorCode } from "@shared/contracts/errors";
import { useCallback } from "react";
import { errorCode, useErrorText as useApiErrorText } from "@/lib/api-errors";

/** The board's own refusals: the reasons worth adding to the spec's error sentence. */
const KANBAN_REASONS: ReadonlySet<string> = new Set<ErrorCode>([
  "title_required",
  "title_too_long",
  "description_too_long",
  "due_date_invalid",
  "invite_email_required",
  "invite_email_invalid",
  "assignee_not_member",
  "task_type_unknown",
  "already_member",
  "already_invited",
  "invitation_expired",
  "answered",
  "owner_locked",
  "owner_stays",
  "editor_only",
  "owner_only",
]);

/** Words a contract rule's or the server's code of this feature in the current language. */
export function useKanbanMessage() {
  return useApiErrorText().word;
}

/** The board's reason for a failed request, when it gave one of its own. */
function useKanbanReason() {
  const word = useKanbanMessage();
  return useCallback(
    (error: unknown) => {
      const code = errorCode(error);
      return code && KANBAN_REASONS.has(code) ? word(code) : undefined;
    },
    [word],
  );
}

/**
 * The spec's error sentence, followed by the server's reason when it is one this feature knows
 * (a role that no longer allows the change, an assignee who left the board...).
 */
export function useErrorText() {
  const reasonOf = useKanbanReason();
  return useCallback(
    (error: unknown, fallback: string) => {
      const reason = reasonOf(error);
      return reason ? `${fallback} ${reason}` : fallback;
    },
    [reasonOf],
  );
}

/** The server's reason alone (for toasts whose title already says what failed). */
export function useReasonText() {
  const reasonOf = useKanbanReason();
  return useCallback((error: unknown, fallback: string) => reasonOf(error) ?? fallback, [reasonOf]);
}
