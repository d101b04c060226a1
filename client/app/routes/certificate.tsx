import "../../styles-public.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { ArrowRight, Award } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useRoute } from "wouter";
import { CertificateVerification } from "@/features/training/components/certificate-verification";
import { queryClient } from "@/lib/query-client";
import { usePageTitle } from "@/lib/use-page-title";
import { PublicCardPage } from "../public-card-page";

/** Public page at /certificates/:code, signed in or out: anyone given the link can check a certificate. */
export function CertificatePage() {
  const { t } = useTranslation("training");
  const [, params] = useRoute("/certificates/:code");
  const code = params?.code ? decodeURIComponent(params.code) : "";
  usePageTitle(t("verify.title"));
  return (
    <PublicCardPage icon={Award} title={t("verify.title")} width="xl">
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
    </PublicCardPage>
  );
}
