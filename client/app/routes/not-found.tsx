import { ArrowLeft, SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { usePageTitle } from "@/lib/use-page-title";

/** Spec: unknown paths read '404 Page Not Found' and 'Did you forget to add the page to the router?'. */
export function NotFoundPage() {
  const { t } = useTranslation("common");
  usePageTitle(t("notFound.title"));
  return (
    <div className="flex justify-center py-12">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            <SearchX aria-hidden="true" className="size-8 shrink-0 text-red-600 dark:text-red-400" />
            <h1 className="text-2xl font-bold">{t("notFound.title")}</h1>
          </div>
          <p className="text-sm text-muted-foreground">{t("notFound.description")}</p>
          <p className="text-sm">{t("notFound.hint")}</p>
          <Link href="/" className={buttonVariants({ variant: "outline", className: "w-fit" })}>
            <ArrowLeft aria-hidden="true" />
            {t("backToDashboard")}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
