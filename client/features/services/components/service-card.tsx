import type { Service } from "@shared/contracts/services";
import { LoaderCircle, Play, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import { linkedCardClass } from "@/lib/use-linked-item";
import { launchTargetOf } from "../launch-targets";
import { RatingStars } from "./rating-stars";
import { serviceAccent, serviceIcon } from "./service-visuals";

export function ServiceCard({
  service,
  activeTag,
  onTag,
  onLaunch,
  launching,
}: {
  service: Service;
  activeTag: string | null;
  onTag: (tag: string) => void;
  onLaunch: (service: Service) => void;
  launching: boolean;
}) {
  const { t, i18n } = useTranslation(["services", "common"]);
  const english = i18n.language === "en";
  const name = english ? service.nameEn : service.name;
  const description = english ? service.descriptionEn : service.description;
  const Icon = serviceIcon(service.icon);
  const accent = serviceAccent(service.color);
  const titleId = `service-${service.id}-title`;
  const opensId = `service-${service.id}-opens`;
  const target = launchTargetOf(service.id);
  const opens = target.kind === "page" ? target.page : target.kind;

  return (
    <article
      aria-labelledby={titleId}
      data-item-id={service.id}
      className={cn(
        "relative flex h-full flex-col gap-4 overflow-hidden rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition hover:shadow-md",
        linkedCardClass,
      )}
    >
      <span aria-hidden="true" className={cn("absolute inset-x-0 top-0 h-1", accent.bar)} />
      <div className="flex items-start gap-3">
        <span className={cn("flex size-11 shrink-0 items-center justify-center rounded-xl", accent.icon)}>
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="leading-tight font-semibold">
            {name}
          </h2>
          <p className="mt-1 text-xs text-muted-foreground">
            {t(`common:serviceCategories.${service.category}`)}
          </p>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{description}</p>
      <ul aria-label={t("card.tags")} className="flex flex-wrap gap-1.5">
        {service.tags.map((tag, i) => {
          const active = tag === activeTag;
          const label = (english && service.tagsEn[i]) || tag;
          return (
            <li key={tag}>
              <button
                type="button"
                onClick={() => onTag(tag)}
                aria-pressed={active}
                aria-label={t("filters.filterByTag", { tag: label })}
                className={cn(
                  "rounded-full border px-2 py-0.5 text-xs font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  active
                    ? "border-primary bg-primary text-primary-foreground"
                    : "bg-secondary text-secondary-foreground hover:border-primary/50",
                )}
              >
                #{label}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        <div className="grid gap-1">
          <RatingStars rating={service.rating} />
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <TrendingUp aria-hidden="true" className="size-3.5" />
            {t("card.usage", {
              count: service.usageCount,
              formatted: formatNumber(service.usageCount, i18n.language),
            })}
          </span>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Button
            size="sm"
            // Not disabled while launching: a disabled button would drop the focus, which the
            // external-service dialog gives back to it.
            onClick={() => {
              if (!launching) onLaunch(service);
            }}
            aria-disabled={launching}
            aria-label={t("card.launchLabel", { name })}
            aria-describedby={opensId}
          >
            {launching ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Play aria-hidden="true" />
            )}
            {launching ? t("card.launching") : t("card.launch")}
          </Button>
          <span id={opensId} className="text-xs text-muted-foreground">
            {t(`opens.${opens}`)}
          </span>
        </div>
      </div>
    </article>
  );
}
