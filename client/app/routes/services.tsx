import { ALFA_SERVICE_ID } from "@shared/contracts/services";
import { Bot } from "lucide-react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { Button } from "@/components/ui/button";
import { useMe } from "@/features/auth/api/get-me";
import { ServicesCatalogue } from "@/features/services/components/services-catalogue";
import { lazyPage } from "../lazy-page";
import { PageHeader } from "../page-header";

// The assistant (the chat, its markdown renderer) loads when first opened, not with the catalogue.
const loadAssistant = () => import("@/features/chat/components/alfa-assistant-dialog");
const AlfaAssistantDialog = lazyPage(loadAssistant, "AlfaAssistantDialog");

/**
 * The catalogue, and the Alfa assistant it opens. `?assistant=alfa` in the URL opens the assistant
 * directly (the header's suggestions link there), so the open dialog survives a reload too.
 */
export function ServicesPage() {
  const { t } = useTranslation("services");
  const { user } = useMe();
  const [params, setParams] = useSearchParams();
  const assistantOpen = params.get("assistant") === "alfa";
  // Once opened it stays mounted, so the conversation survives closing and reopening.
  const [assistantMounted, setAssistantMounted] = useState(assistantOpen);
  if (assistantOpen && !assistantMounted) setAssistantMounted(true);
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
          <Button
            onClick={() => setAssistantOpen(true)}
            onPointerEnter={() => void loadAssistant()}
            onFocus={() => void loadAssistant()}
          >
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
      {assistantMounted && (
        <Suspense fallback={null}>
          <AlfaAssistantDialog userId={user.id} open={assistantOpen} onOpenChange={setAssistantOpen} />
        </Suspense>
      )}
    </div>
  );
}
