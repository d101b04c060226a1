import type { Collaborator } from "@shared/contracts/kanban";
import { taskPriorities } from "@shared/domain/kanban";
import { useTranslation } from "react-i18next";

/** The priorities as the options of a select, most urgent first. */
export function PriorityOptions() {
  const { t } = useTranslation("kanban");
  return taskPriorities.map((p) => (
    <option key={p} value={p}>
      {t(`priority.${p}`)}
    </option>
  ));
}

/** The board's members as the options of a select, by name (or e-mail when they have none). */
export function MemberOptions({ members }: { members: Collaborator[] }) {
  return members.map((m) => (
    <option key={m.userId} value={m.userId}>
      {m.userName || m.email}
    </option>
  ));
}
