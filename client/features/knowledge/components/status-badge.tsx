import type { KnowledgeItem } from "@shared/contracts/knowledge";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

const VARIANT = { validated: "success", review: "warning", draft: "secondary" } as const;

export function StatusBadge({ status }: { status: KnowledgeItem["status"] }) {
  const { t } = useTranslation("knowledge");
  return <Badge variant={VARIANT[status] ?? "secondary"}>{t(`status.${status}`)}</Badge>;
}
