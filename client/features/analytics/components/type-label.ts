import { useTranslation } from "react-i18next";

/** Words an event type; types other features add later fall back to their code. */
export function useTypeLabel() {
  const { t, i18n } = useTranslation("analytics");
  return (type: string) => (i18n.exists(`analytics:types.${type}`) ? t(`types.${type}`) : type);
}
