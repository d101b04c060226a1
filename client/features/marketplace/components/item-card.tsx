import type { MarketplaceItem } from "@shared/contracts/marketplace";
import { Check, Download, Handshake, LoaderCircle } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { RatingLine, TagList, TypeIcon } from "@/components/item-card-parts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatNumber, formatRating } from "@/lib/format";
import { linkedCardClass } from "@/lib/use-linked-item";
import { isPaid, priceText } from "../format";

const TAGS_SHOWN = 4;

/** One partner solution: who makes it, for which market, what it costs and how to get it. */
export function ItemCard({
  item,
  pending,
  onSubscribe,
}: {
  item: MarketplaceItem;
  pending: boolean;
  onSubscribe: (item: MarketplaceItem) => void;
}) {
  const { t, i18n } = useTranslation("marketplace");
  // A partner's own words are marked with their language; the catalogue's are the reader's.
  const written = item.writtenIn ?? undefined;
  const titleId = useId();
  const free = !isPaid(item.pricing);
  const rating = formatRating(item.stats.rating, i18n.language);

  return (
    <Card
      layout="custom"
      className={cn("h-full flex-col gap-4 p-5", linkedCardClass)}
      role="article"
      aria-labelledby={titleId}
      data-item-id={item.id}
    >
      <div className="flex items-start gap-3">
        <TypeIcon type={item.type} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="leading-snug font-semibold">
            <span lang={written}>{item.name}</span>
          </h3>
          <p className="text-sm text-muted-foreground">{t("card.by", { provider: item.provider.name })}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Badge variant="info">{t(`markets.${item.market}`)}</Badge>
        <Badge variant="secondary">{t(`types.${item.type}`)}</Badge>
        <Badge variant="outline">{t(`pricing.${item.pricing.model}`)}</Badge>
        {item.coCommercial && (
          <Badge variant="violet">
            <Handshake aria-hidden="true" />
            {t("card.coCommercial")}
          </Badge>
        )}
      </div>
      <p className="line-clamp-3 text-sm text-muted-foreground" lang={written}>
        {item.description}
      </p>
      <p className="text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{t("card.product")}</span>{" "}
        <span lang={written}>{item.product}</span>
      </p>
      <TagList
        lang={written}
        tags={item.tags}
        limit={TAGS_SHOWN}
        label={t("card.tags")}
        more={(count) => t("card.moreTags", { count })}
      />
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 border-t pt-4 text-sm">
        <RatingLine
          rating={item.stats.rating}
          formatted={rating}
          label={t("card.rating", { rating })}
          reviews={t("card.reviews", { count: item.stats.reviews })}
        />
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <Download aria-hidden="true" className="size-3.5" />
          {t("card.downloads", {
            count: item.stats.downloads,
            formatted: formatNumber(item.stats.downloads, i18n.language),
          })}
        </span>
      </div>
      <div className="flex items-center justify-between gap-3">
        <p className="text-lg font-semibold tabular-nums">{priceText(item.pricing, i18n.language, t)}</p>
        {item.subscribed ? (
          <Button variant="outline" size="sm" disabled aria-describedby={titleId}>
            <Check aria-hidden="true" />
            {free ? t("card.added") : t("card.subscribed")}
          </Button>
        ) : (
          <Button size="sm" onClick={() => onSubscribe(item)} disabled={pending} aria-describedby={titleId}>
            {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {free ? t("card.add") : t("card.subscribe")}
          </Button>
        )}
      </div>
    </Card>
  );
}
