import { Check, Crown, ShieldCheck, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { InfoDialog } from "@/components/info-dialog";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

const PLANS = [
  { key: "pro", features: ["model", "tokens", "chatbots"], current: true },
  { key: "premium", features: ["model", "tokens", "support"], current: false },
] as const;

/**
 * Spec: Pro 29 €/month (current) and Premium 99 €/month, 50% off for 3 months, 30-day refund.
 * There is no purchase call: plans are changed by the company's administrator, and the dialog says so.
 */
export function PremiumDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(["shell", "common"]);
  return (
    <InfoDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("premium.title")}
      icon={<Crown aria-hidden="true" className="size-5 text-amber-600 dark:text-amber-400" />}
      description={t("premium.description")}
      closeLabel={t("common:close")}
      doneLabel={t("premium.close")}
      className="sm:max-w-2xl"
    >
      <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:bg-amber-950/50 dark:text-amber-200">
        <Sparkles aria-hidden="true" className="size-4 shrink-0" />
        {t("premium.promo")}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {PLANS.map((plan) => (
          <li
            key={plan.key}
            className={cn(
              "flex flex-col gap-3 rounded-xl border p-5",
              !plan.current && "border-primary ring-1 ring-primary",
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-base font-semibold">{t(`premium.${plan.key}.name`)}</h3>
              {plan.current ? (
                <Badge variant="secondary">{t("premium.currentPlan")}</Badge>
              ) : (
                <Badge variant="default">{t("premium.recommended")}</Badge>
              )}
            </div>
            <p>
              <span className="text-3xl font-semibold tracking-tight">{t(`premium.${plan.key}.price`)}</span>
              <span className="text-sm text-muted-foreground">{t("premium.perMonth")}</span>
            </p>
            {!plan.current && (
              <p className="text-xs font-medium text-link">{t("premium.premium.promoPrice")}</p>
            )}
            <ul className="grid gap-2 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex items-center gap-2">
                  <Check
                    aria-hidden="true"
                    className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                  />
                  {t(`premium.${plan.key}.features.${feature}`)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="grid gap-1 text-sm text-muted-foreground">
        <p className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
          {t("premium.refund")}
        </p>
        <p>{t("premium.howTo")}</p>
      </div>
    </InfoDialog>
  );
}
