import type { Submission } from "@shared/contracts/marketplace";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { priceText } from "../format";

const STATUS_VARIANT = { pending: "warning", approved: "success", rejected: "destructive" } as const;

/** One submission with its status (and why it was refused); actions come from the list. */
export function SubmissionRow({
  submission,
  showContact,
  actions,
}: {
  submission: Submission;
  showContact?: boolean;
  actions: ReactNode;
}) {
  const { t, i18n } = useTranslation("marketplace");
  return (
    <Card layout="custom" className="flex-col gap-3 px-5 py-4" data-testid="submission-row">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="font-semibold">{submission.name}</h4>
          <p className="text-sm text-muted-foreground">
            {t("card.by", { provider: submission.providerName })} · {t(`markets.${submission.market}`)} ·{" "}
            {t(`types.${submission.type}`)} ·{" "}
            {priceText({ model: submission.pricingModel, price: submission.price }, i18n.language, t)}
          </p>
        </div>
        <Badge variant={STATUS_VARIANT[submission.status]}>{t(`status.${submission.status}`)}</Badge>
      </div>
      {showContact && (
        <>
          <p className="line-clamp-3 text-sm">{submission.description}</p>
          {submission.contactEmail && (
            <p className="text-sm text-muted-foreground">
              {t("publish.contact")}{" "}
              <a
                className="text-link underline underline-offset-4"
                href={`mailto:${submission.contactEmail}`}
              >
                {submission.contactEmail}
              </a>
            </p>
          )}
        </>
      )}
      {submission.status === "rejected" && submission.rejectionReason && (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
          <span className="font-medium">{t("publish.reasonLabel")}</span> {submission.rejectionReason}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          {t("publish.submittedOn", { date: formatDate(submission.createdAt) })}
        </p>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
    </Card>
  );
}
