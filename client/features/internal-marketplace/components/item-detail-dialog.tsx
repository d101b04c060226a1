import { detectLanguage } from "@shared/domain/language";
import { Award, Download, ExternalLink, FileArchive, LoaderCircle } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { AsWritten, PersonName } from "@/components/as-written";
import { TypeIcon } from "@/components/item-card-parts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Stars } from "@/components/ui/stars";
import { formatDate, formatNumber, formatRating } from "@/lib/format";
import { useInternalMarketplaceItem } from "../api/get-item";
import { useDownloadAction } from "./explore-tab";
import { ReviewForm } from "./review-form";

const STATUS_VARIANT = { pending: "warning", approved: "success", rejected: "destructive" } as const;

/** Everything about one solution: description, version, author, tags, artefact and reviews. */
export function ItemDetailDialog({ itemId, onClose }: { itemId: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation("internal-marketplace");
  const { data: item, isLoading, isError, refetch } = useInternalMarketplaceItem(itemId);
  const download = useDownloadAction();

  return (
    <Dialog open={itemId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="2xl" closeLabel={t("detail.close")}>
        {isLoading && (
          <div className="grid gap-3">
            <DialogTitle className="sr-only">{t("detail.loading")}</DialogTitle>
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
        {isError && (
          <>
            <DialogTitle>{t("detail.errorTitle")}</DialogTitle>
            <LoadError message={t("detail.loadError")} onRetry={() => void refetch()} />
          </>
        )}
        {item && (
          <div className="grid gap-5">
            <DialogHeader>
              <div className="flex items-start gap-3">
                <TypeIcon type={item.type} size="lg" />
                <div className="min-w-0">
                  <DialogTitle lang={item.writtenIn ?? undefined}>{item.name}</DialogTitle>
                  <DialogDescription>
                    <Trans
                      t={t}
                      i18nKey="detail.byline"
                      values={{ author: item.authorName, version: item.version }}
                      components={{ author: <PersonName /> }}
                    />
                    {item.authorDepartment && (
                      <>
                        {" · "}
                        <AsWritten text={item.authorDepartment} />
                      </>
                    )}
                  </DialogDescription>
                </div>
              </div>
            </DialogHeader>
            <div className="flex flex-wrap gap-1.5">
              {item.status !== "approved" && (
                <Badge variant={STATUS_VARIANT[item.status]}>{t(`status.${item.status}`)}</Badge>
              )}
              {item.featured && (
                <Badge variant="warning">
                  <Award aria-hidden="true" />
                  {t("card.featured")}
                </Badge>
              )}
              <Badge variant="secondary">{t(`types.${item.type}`)}</Badge>
              <Badge variant="info">{t(`categories.${item.category}`)}</Badge>
              {item.subcategory && (
                <Badge variant="outline" lang={item.writtenIn ?? undefined}>
                  {item.subcategory}
                </Badge>
              )}
            </div>
            <p className="text-sm leading-relaxed whitespace-pre-line" lang={item.writtenIn ?? undefined}>
              {item.description}
            </p>
            <dl className="grid gap-3 rounded-lg border p-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-muted-foreground">{t("detail.version")}</dt>
                <dd className="font-medium tabular-nums">v{item.version}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("detail.updated")}</dt>
                <dd className="font-medium">{formatDate(item.updatedAt)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("detail.rating")}</dt>
                <dd className="flex items-center gap-1.5 font-medium">
                  <Stars rating={item.rating} />
                  {formatRating(item.rating, i18n.language)}
                  <span className="font-normal text-muted-foreground">
                    {t("card.reviews", { count: item.reviewCount })}
                  </span>
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("detail.downloads")}</dt>
                <dd className="font-medium tabular-nums">{formatNumber(item.downloads, i18n.language)}</dd>
              </div>
              {item.tags.length > 0 && (
                <div className="sm:col-span-2">
                  <dt className="text-muted-foreground">{t("detail.tags")}</dt>
                  <dd>
                    <ul className="mt-1 flex flex-wrap gap-1.5">
                      {item.tags.map((tag) => (
                        <li
                          key={tag}
                          lang={item.writtenIn ?? undefined}
                          className="rounded-md bg-muted px-2 py-0.5 text-xs"
                        >
                          {tag}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              )}
              {item.artefact && (
                <div className="sm:col-span-2">
                  <dt className="text-muted-foreground">{t("detail.artefact")}</dt>
                  <dd className="flex items-center gap-1.5 break-all">
                    {item.artefact.kind === "file" ? (
                      <FileArchive aria-hidden="true" className="size-4 shrink-0" />
                    ) : (
                      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                    )}
                    {item.artefact.kind === "file" ? item.artefact.fileName : item.artefact.url}
                  </dd>
                </div>
              )}
            </dl>
            {item.status === "rejected" && item.rejectionReason && (
              <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
                <span className="font-medium">{t("contribute.reasonLabel")}</span> {item.rejectionReason}
              </p>
            )}
            {item.status === "approved" && (
              <Button
                className="justify-self-start"
                onClick={() => download.start(item)}
                disabled={download.pendingId === item.id}
              >
                {download.pendingId === item.id ? (
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                ) : (
                  <Download aria-hidden="true" />
                )}
                {t("card.download")}
              </Button>
            )}

            <section aria-labelledby="internal-reviews-title" className="grid gap-3">
              <h3 id="internal-reviews-title" className="font-semibold">
                {t("detail.reviewsTitle", { count: item.reviewCount })}
              </h3>
              {item.canReview ? (
                <ReviewForm item={item} />
              ) : (
                item.status === "approved" && (
                  <p className="text-sm text-muted-foreground">{t("review.ownItem")}</p>
                )
              )}
              {item.reviews.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("detail.noReviews")}</p>
              ) : (
                <ul className="grid gap-3">
                  {item.reviews.map((r) => (
                    <li key={r.id} className="grid gap-1 rounded-lg border px-4 py-3">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <p className="text-sm font-medium">
                          <PersonName>{r.authorName}</PersonName>
                          {r.mine && (
                            <Badge variant="info" className="ml-2">
                              {t("detail.you")}
                            </Badge>
                          )}
                        </p>
                        <p className="flex items-center gap-2 text-xs text-muted-foreground">
                          <Stars rating={r.rating} />
                          <span className="sr-only">{t("review.stars", { count: r.rating })}</span>
                          {formatDate(r.updatedAt)}
                        </p>
                      </div>
                      {r.comment && (
                        <p className="text-sm" lang={detectLanguage(r.comment)}>
                          {r.comment}
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
