import "../../styles-public.css";
import { ArrowLeft, Clock3, KeyRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { LanguageChoice } from "@/features/auth/components/language-choice";
import { usePageTitle } from "@/lib/use-page-title";
import { PublicCardPage } from "../public-card-page";

const STEPS = ["contact", "identify", "signIn"] as const;

/** Passwords are reset by an administrator; this page says so and how to reach one. */
export function ForgotPasswordPage() {
  const { t } = useTranslation("forgot-password");
  usePageTitle(t("title"));
  return (
    <PublicCardPage
      icon={KeyRound}
      title={t("title")}
      intro={t("intro")}
      width="lg"
      corner={<LanguageChoice className="absolute top-4 right-4" />}
    >
      <section aria-labelledby="forgot-steps">
        <h2 id="forgot-steps" className="mb-3 text-sm font-semibold">
          {t("stepsTitle")}
        </h2>
        <ol className="grid gap-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex items-start gap-3 text-sm">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{t(`steps.${step}`)}</span>
            </li>
          ))}
        </ol>
      </section>
      <section
        aria-labelledby="forgot-hours"
        className="flex items-start gap-3 rounded-lg border bg-muted/50 p-4"
      >
        <Clock3 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <h2 id="forgot-hours" className="text-sm font-semibold">
            {t("hoursTitle")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("hours")}</p>
        </div>
      </section>
      <Link
        href="/login"
        className="inline-flex items-center gap-2 text-sm font-semibold text-link hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("back")}
      </Link>
    </PublicCardPage>
  );
}
