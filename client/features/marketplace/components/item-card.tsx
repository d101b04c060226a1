import type { MarketplaceItem } from "@shared/contracts/marketplace";
import { Check, Download, Handshake, LoaderCircle } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Stars } from "@/components/ui/stars";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import { linkedCardClass } from "@/lib/use-linked-item";
import { formatRating, isPaid, priceText } from "../format";
import { TYPE_ICONS, TYPE_TONES } from "./type-icon";

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
  const titleId = useId();
  const Icon = TYPE_ICONS[item.type];
  const free = !isPaid(item.pricing);
  const hidden = item.tags.length - TAGS_SHOWN;

  return (
    <Card
      layout="custom"
      className={cn("h-full flex-col gap-4 p-5", linkedCardClass)}
      role="article"
      aria-labelledby={titleId}
      data-item-id={item.id}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            "flex size-10 shrink-0 items-center justify-center rounded-lg",
            TYPE_TONES[item.type],
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="leading-snug font-semibold">
            {item.name}
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
      <p className="line-clamp-3 text-sm text-muted-foreground">{item.description}</p>
      <p className="text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{t("card.product")}</span> {item.product}
      </p>
      {item.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t("card.tags")}>
          {item.tags.slice(0, TAGS_SHOWN).map((tag) => (
            <li key={tag} className="rounded-md bg-muted px-2 py-0.5 text-xs text-muted-foreground">
              {tag}
            </li>
          ))}
          {hidden > 0 && (
            <li className="rounded-md bg-muted px-2 py-0.5 text-xs text-muted-foreground">
              <span aria-hidden="true">+{hidden}</span>
              <span className="sr-only">{t("card.moreTags", { count: hidden })}</span>
            </li>
          )}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 border-t pt-4 text-sm">
        <span className="inline-flex items-center gap-1.5">
          <Stars rating={item.stats.rating} />
          <span className="sr-only">
            {t("card.rating", { rating: formatRating(item.stats.rating, i18n.language) })}
          </span>
          <span aria-hidden="true" className="font-medium tabular-nums">
            {formatRating(item.stats.rating, i18n.language)}
          </span>
          <span className="text-muted-foreground">{t("card.reviews", { count: item.stats.reviews })}</span>
        </span>
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
