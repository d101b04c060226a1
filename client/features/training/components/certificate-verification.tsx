import { AlertCircle, BadgeCheck, ShieldX } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import { errorStatus } from "@/lib/api-errors";
import { formatDate } from "@/lib/format";
import { useCertificateVerification } from "../api/verify-certificate";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 border-b py-3 last:border-b-0 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** The public answer for a certificate code: who holds it, which certification, since when; or unknown. */
export function CertificateVerification({ code }: { code: string }) {
  const { t, i18n } = useTranslation("training");
  const { data, isLoading, isError, error } = useCertificateVerification(code);

  if (isLoading) {
    return (
      <div role="status" aria-label={t("verify.loading")} className="grid gap-3">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  if (isError || !data) {
    const unknown = errorStatus(error) === 404 || errorStatus(error) === 400;
    return (
      <div
        role="alert"
        className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
      >
        {unknown ? (
          <ShieldX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        ) : (
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        )}
        <div className="grid gap-1">
          <p className="font-semibold">{unknown ? t("verify.unknown") : t("verify.error")}</p>
          {unknown && <p className="text-sm">{t("verify.unknownDescription", { code })}</p>}
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100">
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{t("verify.valid")}</p>
          <p className="text-sm">{t("verify.validDescription")}</p>
        </div>
      </div>
      <dl>
        <Row label={t("verify.holder")}>{data.holder}</Row>
        <Row label={t("verify.certification")}>{i18n.language === "en" ? data.titleEn : data.title}</Row>
        <Row label={t("verify.issuedAt")}>{formatDate(data.issuedAt)}</Row>
        <Row label={t("verify.code")}>
          <code className="font-mono">{data.code}</code>
        </Row>
      </dl>
    </div>
  );
}
