import { useTranslation } from "react-i18next";
import { FinancingSimulator } from "@/features/simulator/components/financing-simulator";
import { PageHeader } from "../page-header";

export function SimulatorPage() {
  const { t } = useTranslation("simulator");
  return (
    <div className="grid gap-8">
      <PageHeader title={t("page.title")} description={t("page.description")} />
      <FinancingSimulator />
    </div>
  );
}
