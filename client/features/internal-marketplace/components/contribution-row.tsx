import type { Contribution } from "@shared/contracts/internal-marketplace";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PersonName } from "@/components/as-written";
import { TypeIcon } from "@/components/item-card-parts";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatDate } from "@/lib/format";

const STATUS_VARIANT = { pending: "warning", approved: "success", rejected: "destructive" } as const;

/** One contribution with its status (and why it was refused); the list gives the actions. */
export function ContributionRow({
  contribution: c,
  showDetails,
  actions,
}: {
  contribution: Contribution;
  showDetails?: boolean;
  actions: ReactNode;
}) {
  const { t } = useTranslation("internal-marketplace");
  return (
    <Card layout="custom" className="flex-col gap-3 px-5 py-4" data-testid="contribution-row">
      <div className="flex flex-wrap items-start gap-3">
        <TypeIcon type={c.type} size="sm" />
        <div className="min-w-0 flex-1">
          <h4 className="font-semibold">{c.name}</h4>
          <p className="text-sm text-muted-foreground">
            {t(`types.${c.type}`)} · {t(`categories.${c.category}`)} · v{c.version}
            {showDetails && (
              <>
                {" · "}
                <PersonName>{c.authorName}</PersonName>
              </>
            )}
          </p>
        </div>
        <Badge variant={STATUS_VARIANT[c.status]}>{t(`status.${c.status}`)}</Badge>
      </div>
      {showDetails && <p className="line-clamp-3 text-sm">{c.description}</p>}
      {c.status === "rejected" && c.rejectionReason && (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
          <span className="font-medium">{t("contribute.reasonLabel")}</span> {c.rejectionReason}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          {t("contribute.updatedOn", { date: formatDate(c.updatedAt) })}
        </p>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
    </Card>
  );
}
