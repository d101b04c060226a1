import { ArrowLeft, ShieldX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { usePageTitle } from "@/lib/use-page-title";

/** The 403 screen: shown to a signed-in user without the admin permission. */
export function Forbidden() {
  const { t } = useTranslation("taxonomy");
  usePageTitle(t("forbidden.title"));
  return (
    <section className="flex flex-col items-center gap-4 rounded-xl border bg-card px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
        <ShieldX aria-hidden="true" className="size-7" />
      </span>
      <p className="text-sm font-semibold tracking-wider text-muted-foreground">403</p>
      <h1 className="text-2xl font-semibold tracking-tight">{t("forbidden.title")}</h1>
      <p className="max-w-md text-muted-foreground">{t("forbidden.description")}</p>
      <p className="max-w-md text-sm text-muted-foreground">{t("forbidden.hint")}</p>
      <Link href="/" className={buttonVariants({ variant: "outline" })}>
        <ArrowLeft aria-hidden="true" />
        {t("forbidden.back")}
      </Link>
    </section>
  );
}
