import type { InternalItem } from "@shared/contracts/internal-marketplace";
import { CARD_TAG_LIMIT } from "@shared/domain/internal-marketplace";
import { Award, Download, LoaderCircle } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AsWritten, PersonName } from "@/components/as-written";
import { RatingLine, TagList, TypeIcon } from "@/components/item-card-parts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatNumber, formatRating } from "@/lib/format";

/**
 * Spec card: 'Recommandé' if featured, type icon, name, author, v-version, department, type and
 * category labels, subcategory, four tags then '+N', stars, rating, '(N avis)', downloads and
 * 'Télécharger'. The name opens the detail view.
 */
export function ItemCard({
  item,
  downloading,
  onOpen,
  onDownload,
}: {
  item: InternalItem;
  downloading: boolean;
  onOpen: (id: string) => void;
  onDownload: (item: InternalItem) => void;
}) {
  const { t, i18n } = useTranslation("internal-marketplace");
  const titleId = useId();
  // A colleague's own words are marked with their language; what Praxis ships is the reader's.
  const written = item.writtenIn ?? undefined;
  const rating = formatRating(item.rating, i18n.language);

  return (
    <Card layout="custom" className="h-full flex-col gap-3 p-5" role="article" aria-labelledby={titleId}>
      {item.featured && (
        <Badge variant="warning" className="-mb-1">
          <Award aria-hidden="true" />
          {t("card.featured")}
        </Badge>
      )}
      <div className="flex items-start gap-3">
        <TypeIcon type={item.type} label={t(`types.${item.type}`)} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="leading-snug font-semibold">
            <button
              type="button"
              onClick={() => onOpen(item.id)}
              className="rounded-sm text-left outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span lang={written}>{item.name}</span>
            </button>
          </h3>
          <p className="text-sm text-muted-foreground">
            <PersonName>{item.authorName}</PersonName> · <span className="tabular-nums">v{item.version}</span>
          </p>
          {item.authorDepartment && (
            <p className="text-xs text-muted-foreground">
              <AsWritten text={item.authorDepartment} />
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Badge variant="secondary">{t(`types.${item.type}`)}</Badge>
        <Badge variant="info">{t(`categories.${item.category}`)}</Badge>
        {item.subcategory && (
          <Badge variant="outline" lang={written}>
            {item.subcategory}
          </Badge>
        )}
      </div>
      <p className="line-clamp-3 text-sm text-muted-foreground" lang={written}>
        {item.description}
      </p>
      <TagList
        lang={written}
        tags={item.tags}
        limit={CARD_TAG_LIMIT}
        label={t("card.tags")}
        more={(count) => t("card.moreTags", { count })}
      />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t pt-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <RatingLine
            rating={item.rating}
            formatted={rating}
            label={t("card.rating", { rating })}
            reviews={t("card.reviews", { count: item.reviewCount })}
          />
          <span className="inline-flex items-center gap-1 text-muted-foreground" data-testid="downloads">
            <Download aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t("card.downloadsLabel")}</span>
            <span className="tabular-nums">{formatNumber(item.downloads, i18n.language)}</span>
          </span>
        </div>
        <Button size="sm" onClick={() => onDownload(item)} disabled={downloading} aria-describedby={titleId}>
          {downloading ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Download aria-hidden="true" />
          )}
          {t("card.download")}
        </Button>
      </div>
    </Card>
  );
}
