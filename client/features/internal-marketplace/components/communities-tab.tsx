import type { Community } from "@shared/contracts/internal-marketplace";
import { Check, LoaderCircle, LogOut, UserPlus, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DemoNotice, useIsDemo } from "@/components/demo-notice";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { formatNumber } from "@/lib/format";
import { useCommunities, useMembership } from "../api/communities";
import { useInternalMarketplaceMessage } from "../hooks/use-internal-marketplace-message";

/** 'Communautés': join ('Rejoindre') or leave ('Quitter'), with real member counts. */
export function CommunitiesTab() {
  const { t, i18n } = useTranslation("internal-marketplace");
  const { ofError } = useInternalMarketplaceMessage();
  const { data, isLoading, isError, refetch } = useCommunities();
  const membership = useMembership();
  const demo = useIsDemo();

  const toggle = (community: Community) =>
    membership.mutate(
      { id: community.id, join: !community.joined },
      {
        onSuccess: (updated) =>
          toast({
            title: updated.joined ? t("communities.joined") : t("communities.left"),
            description: updated.name,
          }),
        onError: (error) =>
          toast({ variant: "destructive", title: t("communities.error"), description: ofError(error) }),
      },
    );

  return (
    <section aria-labelledby="internal-communities-title" className="grid gap-4">
      <div>
        <h2 id="internal-communities-title" className="text-lg font-semibold">
          {t("communities.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("communities.description")}</p>
      </div>
      {demo && (
        <div id="communities-demo-notice">
          <DemoNotice />
        </div>
      )}
      {isError && <LoadError message={t("communities.loadError")} onRetry={() => void refetch()} />}
      {isLoading && (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} radius="xl" className="h-40 w-full" />
          ))}
        </div>
      )}
      {data && data.length === 0 && <p className="text-sm text-muted-foreground">{t("communities.empty")}</p>}
      {data && data.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {data.map((c) => {
            const pending = membership.isPending && membership.variables?.id === c.id;
            return (
              <li key={c.id}>
                <Card
                  layout="custom"
                  className="h-full flex-col gap-3 p-5"
                  role="article"
                  aria-labelledby={`community-${c.id}`}
                >
                  <div className="flex items-start justify-between gap-3">
                    <h3 id={`community-${c.id}`} className="leading-snug font-semibold">
                      {c.name}
                    </h3>
                    <Badge variant="secondary">{t(`communityTypes.${c.type}`)}</Badge>
                  </div>
                  <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                    <Users aria-hidden="true" className="size-4" />
                    <span className="tabular-nums">
                      {t("communities.members", {
                        count: c.memberCount,
                        formatted: formatNumber(c.memberCount, i18n.language),
                      })}
                    </span>
                    {c.joined && (
                      <Badge variant="success" className="ml-1">
                        <Check aria-hidden="true" />
                        {t("communities.member")}
                      </Badge>
                    )}
                  </p>
                  {c.description && <p className="text-sm text-muted-foreground">{c.description}</p>}
                  <div className="mt-auto pt-2">
                    <Button
                      size="sm"
                      variant={c.joined ? "outline" : "default"}
                      onClick={() => toggle(c)}
                      disabled={pending || demo}
                      aria-describedby={demo ? "communities-demo-notice" : undefined}
                      aria-label={
                        c.joined
                          ? t("communities.leaveName", { name: c.name })
                          : t("communities.joinName", { name: c.name })
                      }
                    >
                      {pending ? (
                        <LoaderCircle aria-hidden="true" className="animate-spin" />
                      ) : c.joined ? (
                        <LogOut aria-hidden="true" />
                      ) : (
                        <UserPlus aria-hidden="true" />
                      )}
                      {c.joined ? t("communities.leave") : t("communities.join")}
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
