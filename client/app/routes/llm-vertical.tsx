import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { useMe } from "@/features/auth/api/get-me";
import { ExpertAssistant } from "@/features/llm-vertical/components/expert-assistant";
import { PageHeader } from "../page-header";

/** 'Expert IA': the regulation and practice assistant for credit and leasing, on a page of its own. */
export function LlmVerticalPage() {
  const { t } = useTranslation(["llm-vertical", "chat"]);
  const { user } = useMe();
  if (!user) return null;
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("llm-vertical:page.title")}
        description={t("llm-vertical:page.description")}
        badge={<Badge variant="violet">{t("chat:expert.badge")}</Badge>}
      />
      <ExpertAssistant userId={user.id} />
    </div>
  );
}
