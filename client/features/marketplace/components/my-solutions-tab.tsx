import type { SubscribedItem } from "@shared/contracts/marketplace";
import { PackageOpen } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { TypeIcon } from "@/components/item-card-parts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { formatDate } from "@/lib/format";
import { useSubscriptions } from "../api/get-subscriptions";
import { useUnsubscribe } from "../api/unsubscribe";
import { priceText } from "../format";
import { useMarketplaceMessage } from "../hooks/use-marketplace-message";

/** 'Mes Solutions': what the user subscribed to or added, with the way out. */
// The confirmation (Radix Dialog) loads when first asked for: the list draws without it.
const ConfirmDialog = lazy(() =>
  import("@/components/ui/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })),
);

export function MySolutionsTab({ onExplore }: { onExplore: () => void }) {
  const { t, i18n } = useTranslation("marketplace");
  const { ofError } = useMarketplaceMessage();
  const { data, isLoading, isError, refetch } = useSubscriptions();
  const unsubscribe = useUnsubscribe();
  const [leaving, setLeaving] = useState<SubscribedItem | null>(null);

  const confirm = () => {
    if (!leaving) return;
    unsubscribe.mutate(leaving.id, {
      onSuccess: () => {
        toast({ title: t("mine.unsubscribed"), description: leaving.name });
        setLeaving(null);
      },
      onError: (error) =>
        toast({ variant: "destructive", title: t("mine.unsubscribeError"), description: ofError(error) }),
    });
  };

  return (
    <section aria-labelledby="marketplace-mine-title" className="grid gap-4">
      <div>
        <h2 id="marketplace-mine-title" className="text-lg font-semibold">
          {t("mine.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("mine.description")}</p>
      </div>
      {isError && <LoadError message={t("mine.loadError")} onRetry={() => void refetch()} />}
      {isLoading && (
        <div className="grid gap-3" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} radius="xl" className="h-20 w-full" />
          ))}
        </div>
      )}
      {data && data.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
          <PackageOpen aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{t("mine.empty")}</p>
          <p className="text-sm text-muted-foreground">{t("mine.emptyHint")}</p>
          <Button onClick={onExplore}>{t("mine.browse")}</Button>
        </div>
      )}
      {data && data.length > 0 && (
        <ul className="grid gap-3">
          {data.map((item) => {
            return (
              <li key={item.id}>
                <Card layout="custom" className="flex-wrap items-center gap-4 px-5 py-4">
                  <TypeIcon type={item.type} />
                  <div className="min-w-0 flex-1">
                    <h3 className="font-semibold" lang={item.writtenIn ?? undefined}>
                      {item.name}
                    </h3>
                    <p className="text-sm text-muted-foreground">
                      {t("card.by", { provider: item.provider.name })} · {t(`markets.${item.market}`)} ·{" "}
                      {t("mine.since", { date: formatDate(item.subscribedAt) })}
                    </p>
                  </div>
                  <Badge variant="success">{priceText(item.pricing, i18n.language, t)}</Badge>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setLeaving(item)}
                    aria-label={t("mine.unsubscribeName", { name: item.name })}
                  >
                    {t("mine.unsubscribe")}
                  </Button>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {leaving && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={leaving !== null}
            onOpenChange={(open) => !open && setLeaving(null)}
            title={t("mine.confirmTitle")}
            description={t("mine.confirmDescription", { name: leaving?.name ?? "" })}
            confirmLabel={t("mine.unsubscribe")}
            pending={unsubscribe.isPending}
            onConfirm={confirm}
          />
        </Suspense>
      )}
    </section>
  );
}
