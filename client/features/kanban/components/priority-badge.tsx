import type { TaskPriority } from "@shared/contracts/kanban";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

const VARIANT = { critical: "destructive", moderate: "warning", low: "secondary" } as const;

export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  const { t } = useTranslation("kanban");
  return (
    <Badge variant={VARIANT[priority]} title={t("card.priority", { priority: t(`priority.${priority}`) })}>
      {t(`priority.${priority}`)}
    </Badge>
  );
}
