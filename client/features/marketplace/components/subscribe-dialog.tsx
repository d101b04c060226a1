import type { MarketplaceItem } from "@shared/contracts/marketplace";
import { LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { priceText } from "../format";

/**
 * Before a paid subscription: what is subscribed to, from whom, and at what price. Stays open (and
 * busy) until the server answers.
 */
export function SubscribeDialog({
  item,
  pending,
  onOpenChange,
  onConfirm,
}: {
  item: MarketplaceItem | null;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (item: MarketplaceItem) => void;
}) {
  const { t, i18n } = useTranslation("marketplace");
  const rows = item
    ? [
        { label: t("subscribe.solution"), value: item.name },
        { label: t("subscribe.provider"), value: item.provider.name },
        { label: t("subscribe.model"), value: t(`pricing.${item.pricing.model}`) },
        { label: t("subscribe.price"), value: priceText(item.pricing, i18n.language, t) },
      ]
    : [];
  return (
    <Dialog open={item !== null} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{t("subscribe.confirmTitle")}</DialogTitle>
          <DialogDescription>
            {t("subscribe.confirmDescription", { name: item?.name ?? "" })}
          </DialogDescription>
        </DialogHeader>
        <dl
          aria-label={t("subscribe.summaryLabel")}
          className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm"
        >
          {rows.map((row) => (
            <div key={row.label} className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="font-medium tabular-nums">{row.value}</dd>
            </div>
          ))}
        </dl>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {t("subscribe.cancel")}
          </Button>
          <Button onClick={() => item && onConfirm(item)} disabled={pending}>
            {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {t("subscribe.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
