import { ALFA_SERVICE_ID } from "@shared/contracts/services";
import { Bot } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { Button } from "@/components/ui/button";
import { useMe } from "@/features/auth/api/get-me";
import { AlfaAssistantDialog } from "@/features/chat/components/alfa-assistant-dialog";
import { ServicesCatalogue } from "@/features/services/components/services-catalogue";
import { PageHeader } from "../page-header";

/**
 * The catalogue, and the Alfa assistant it opens. `?assistant=alfa` in the URL opens the assistant
 * directly (the header's suggestions link there), so the open dialog survives a reload too.
 */
export function ServicesPage() {
  const { t } = useTranslation("services");
  const { user } = useMe();
  const [params, setParams] = useSearchParams();
  const assistantOpen = params.get("assistant") === "alfa";
  if (!user) return null;

  const setAssistantOpen = (open: boolean) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (open) next.set("assistant", "alfa");
      else next.delete("assistant");
      return next;
    });

  return (
    <div className="grid gap-8">
      <PageHeader
        title={t("page.title")}
        description={t("page.description")}
        actions={
          <Button onClick={() => setAssistantOpen(true)}>
            <Bot aria-hidden="true" />
            {t("assistantCta.open")}
          </Button>
        }
      />
      <ServicesCatalogue
        userId={user.id}
        onLaunched={(service) => {
          if (service.id === ALFA_SERVICE_ID) setAssistantOpen(true);
        }}
      />
      <AlfaAssistantDialog userId={user.id} open={assistantOpen} onOpenChange={setAssistantOpen} />
    </div>
  );
}
