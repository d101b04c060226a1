import type { CertificateStatus } from "@shared/contracts/training";
import { AlertCircle, Award, Copy, Download, ExternalLink, RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { formatDate } from "@/lib/format";
import { certificatePdfUrl, useCertificates, verificationUrl } from "../api/get-certificates";
import { ProgressBar } from "./progress-bar";
import { trackStyle } from "./track-progress";

async function copyLink(url: string, t: (key: string, options?: Record<string, string>) => string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: t("toasts.linkCopied"), description: url });
  } catch {
    // Clipboard refused (permissions, insecure context): show the link so it can be copied by hand.
    toast({
      variant: "destructive",
      title: t("toasts.errorTitle"),
      description: t("toasts.copyFailed", { url }),
    });
  }
}

function CertificateItem({ certificate }: { certificate: CertificateStatus }) {
  const { t, i18n } = useTranslation("training");
  const title = i18n.language === "en" ? certificate.titleEn : certificate.title;
  const { earned, modulesCompleted: done, modulesTotal: total } = certificate;
  const { bar } = trackStyle(certificate.track);
  const headingId = `training-certificate-${certificate.track}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid content-start gap-3 rounded-xl border bg-background/60 p-4"
    >
      <div className="flex items-start gap-3">
        <span
          className={
            earned
              ? "flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300"
              : "flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
          }
        >
          <Award aria-hidden="true" className="size-5" />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-sm leading-snug font-semibold">
              {title}
            </h3>
            <Badge variant={earned ? "success" : "secondary"}>
              {earned ? t("certificates.earned") : t("certificates.available")}
            </Badge>
          </div>
          <p className="text-xs text-muted-foreground">
            {t(`tracks.${certificate.track}`)} ·{" "}
            {t("certificates.modules", { done: String(done), total: String(total) })}
          </p>
        </div>
      </div>
      {earned ? (
        <div className="grid gap-3">
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-xs text-muted-foreground">{t("verify.issuedAt")}</dt>
              <dd>{formatDate(earned.issuedAt)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">{t("certificates.code")}</dt>
              <dd>
                <code className="font-mono text-[13px]">{earned.code}</code>
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <a href={certificatePdfUrl(earned.code, i18n.language)} download>
                <Download aria-hidden="true" />
                {t("certificates.download")}
              </a>
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void copyLink(verificationUrl(earned.code), t)}
            >
              <Copy aria-hidden="true" />
              {t("certificates.copyLink")}
            </Button>
            <Button asChild variant="ghost" size="sm">
              <a href={`/certificates/${encodeURIComponent(earned.code)}`} target="_blank" rel="noopener">
                <ExternalLink aria-hidden="true" />
                {t("certificates.openLink")}
              </a>
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-1.5">
          <ProgressBar
            value={total ? (done / total) * 100 : 0}
            label={t("certificates.modules", { done: String(done), total: String(total) })}
            tone={bar}
          />
          <p className="text-xs text-muted-foreground">
            {t("certificates.remaining", { count: total - done })}
          </p>
        </div>
      )}
    </article>
  );
}

/** One certification per track: earned ones with their PDF and verification link, the others with what remains. */
export function CertificateList() {
  const { t } = useTranslation(["training", "common"]);
  const { data, isLoading, isError, refetch } = useCertificates();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("certificates.title")}</CardTitle>
        <CardDescription>{t("certificates.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 lg:grid-cols-3">
        {isLoading && (
          <div
            role="status"
            aria-label={t("certificates.loading")}
            className="grid gap-3 lg:col-span-3 lg:grid-cols-3"
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} radius="xl" className="h-20 w-full" />
            ))}
          </div>
        )}
        {isError && (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 text-sm text-red-700 lg:col-span-3 dark:text-red-400"
          >
            <AlertCircle aria-hidden="true" className="size-4" />
            {t("certificates.loadError")}
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              <RotateCw aria-hidden="true" />
              {t("common:retry")}
            </Button>
          </div>
        )}
        {data?.map((certificate) => (
          <CertificateItem key={certificate.track} certificate={certificate} />
        ))}
      </CardContent>
    </Card>
  );
}
