import "../../styles-public.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { ArrowRight, Award } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useRoute } from "wouter";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { CertificateVerification } from "@/features/training/components/certificate-verification";
import { queryClient } from "@/lib/query-client";
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
        <div className="mb-8 flex justify-center">
          <BrandLogo />
        </div>
        <Card layout="custom" elevation="raised" className="flex-col gap-5 py-7">
          <CardHeader inset="wide">
            <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <Award aria-hidden="true" className="size-5" />
            </span>
            <h1 className="text-2xl font-semibold tracking-tight">{t("verify.title")}</h1>
          </CardHeader>
          <CardContent inset="wide" className="grid gap-6">
            {/* Signed out there is no query provider above this page (decision 006): it brings its own. */}
            <QueryClientProvider client={queryClient}>
              <CertificateVerification code={code} />
            </QueryClientProvider>
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
