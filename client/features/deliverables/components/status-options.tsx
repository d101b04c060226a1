import type { DeliverableStatus } from "@shared/contracts/deliverables";
import { useTranslation } from "react-i18next";

const STATUSES: DeliverableStatus[] = ["draft", "completed", "archived"];

/** A deliverable's statuses as the options of a select, in their reading order. */
export function StatusOptions() {
  const { t } = useTranslation("deliverables");
  return STATUSES.map((s) => (
    <option key={s} value={s}>
      {t(`status.${s}`)}
    </option>
  ));
}
