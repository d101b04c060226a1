import "../../styles-public.css";
import { ArrowRight, Award } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useRoute } from "wouter";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { CertificateVerification } from "@/features/training/components/certificate-verification";
import { usePageTitle } from "@/lib/use-page-title";
import { BrandLogo } from "../brand-logo";

/** Public page at /certificates/:code, signed in or out: anyone given the link can check a certificate. */
export function CertificatePage() {
  const { t } = useTranslation("training");
  const [, params] = useRoute("/certificates/:code");
  const code = params?.code ? decodeURIComponent(params.code) : "";
  usePageTitle(t("verify.title"));
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-background px-4 py-16">
      <div className="w-full max-w-xl">
        <BrandLogo className="mb-8 flex justify-center" />
        <Card className="py-7 shadow-md">
          <CardHeader className="px-7">
            <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <Award aria-hidden="true" className="size-5" />
            </span>
            <h1 className="text-2xl font-semibold tracking-tight">{t("verify.title")}</h1>
          </CardHeader>
          <CardContent className="grid gap-6 px-7">
            <CertificateVerification code={code} />
            <Link
              href="/"
              className="inline-flex items-center gap-2 text-sm font-semibold text-link hover:underline"
            >
              {t("verify.back")}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
