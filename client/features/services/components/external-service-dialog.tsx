import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { InfoDialog } from "@/components/info-dialog";

/** Says plainly, after its launch was counted, that a service is used outside Praxis. */
export function ExternalServiceDialog({
  name,
  onOpenChange,
}: {
  /** The service's name; null: closed. */
  name: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(["services", "common"]);
  return (
    <InfoDialog
      open={name !== null}
      onOpenChange={onOpenChange}
      title={t("external.title")}
      icon={<ExternalLink aria-hidden="true" className="size-5 text-primary" />}
      description={t("external.description", { name: name ?? "" })}
      closeLabel={t("common:close")}
      doneLabel={t("external.close")}
      size="md"
    >
      <p className="text-sm">{t("external.help")}</p>
    </InfoDialog>
  );
}
