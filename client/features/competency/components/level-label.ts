import { competencyLabel } from "@shared/domain/quality";
import { useTranslation } from "react-i18next";

/** 'Niveau 4 · Intermédiaire': the spec's labels for levels 1-10. */
export function useLevelLabel() {
  const { t } = useTranslation("competency");
  return {
    label: (level: number) => t(`levels.${competencyLabel(level)}`),
    full: (level: number) => t("level", { level, label: t(`levels.${competencyLabel(level)}`) }),
  };
}
