import { Clock3, KeyRound, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { CloseButton } from "@/components/ui/close-button";

/** The support widget's card (see SupportWidget): its own chunk, loaded when first asked for. */
export function SupportPanel({ titleId, onDismiss }: { titleId: string; onDismiss: () => void }) {
  // Its texts come with it (support-widget.tsx loads them alongside its code).
  const { t } = useTranslation(["auth-panels", "auth"]);
  return (
    <section
      aria-labelledby={titleId}
      className="animate-fade-in w-[min(22rem,calc(100vw-2rem))] rounded-xl border bg-card p-5 text-card-foreground shadow-xl"
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-base font-semibold">
          {t("auth:support.title")}
        </h2>
        <CloseButton label={t("support.dismiss")} onClick={onDismiss} className="-mt-1 -mr-1" />
      </div>
      <p className="text-sm text-muted-foreground">{t("support.description")}</p>
      <ul className="mt-4 grid gap-3 text-sm">
        <li className="flex gap-3">
          <Clock3 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            <span className="font-medium">{t("support.hoursLabel")}</span> {t("support.hours")}
          </span>
        </li>
        <li className="flex gap-3">
          <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            {t("support.access")}{" "}
            <Link
              href="/forgot-password"
              className="font-medium text-link underline-offset-4 hover:underline"
            >
              {t("support.forgotLink")}
            </Link>
          </span>
        </li>
        <li className="flex gap-3">
          <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{t("support.discover")}</span>
        </li>
      </ul>
    </section>
  );
}
