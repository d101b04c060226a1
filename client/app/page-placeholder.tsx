import { ArrowLeft, Hourglass, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { PageHeader } from "./page-header";

/**
 * A route whose feature ships in a later issue: its real title and purpose, and an honest note
 * that it is being prepared (no made-up data).
 */
export function PagePlaceholder({
  namespace,
  icon: Icon,
  badge,
}: {
  namespace: string;
  icon: LucideIcon;
  badge?: ReactNode;
}) {
  const { t } = useTranslation([namespace, "common"]);
  return (
    <div className="grid gap-8">
      <PageHeader
        title={t(`${namespace}:page.title`)}
        description={t(`${namespace}:page.description`)}
        badge={badge}
      />
      <section className="flex flex-col items-center gap-4 rounded-xl border border-dashed bg-card px-6 py-16 text-center">
        <span className="relative flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
          <Icon aria-hidden="true" className="size-7" />
          <Hourglass
            aria-hidden="true"
            className="absolute -right-1.5 -bottom-1.5 size-5 rounded-full bg-card p-0.5 text-muted-foreground"
          />
        </span>
        <p className="max-w-md text-base font-medium">{t("common:preparing")}</p>
        <p className="max-w-md text-sm text-muted-foreground">{t("common:preparingHint")}</p>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          <ArrowLeft aria-hidden="true" />
          {t("common:backToDashboard")}
        </Link>
      </section>
    </div>
  );
}
