import type { Service, ServiceCategory } from "@shared/contracts/services";
import { SearchX, X } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "wouter";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { SERVICE_CATEGORIES } from "@/lib/catalogue";
import { useLinkedItem } from "@/lib/use-linked-item";
import { useServices } from "../api/get-services";
import { useLaunchService } from "../api/use-service";
import { launchTargetOf } from "../launch-targets";
import { CategoryFilter } from "./category-filter";
import { ServiceCard } from "./service-card";

// Only needed when an external service is launched.
const ExternalServiceDialog = lazy(() =>
  import("./external-service-dialog").then((m) => ({ default: m.ExternalServiceDialog })),
);

function ServiceSkeletons() {
  const { t } = useTranslation("services");
  return (
    <div role="status" aria-label={t("loading")} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div key={i} className="grid gap-4 rounded-xl border bg-card p-5">
          <div className="flex gap-3">
            <Skeleton radius="xl" className="size-11" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * The catalogue with its filters kept in the URL (`?category=` from the spec, `?tag=` beside it),
 * so a filtered view can be shared or bookmarked. A successful launch opens the service where
 * Praxis has it (../launch-targets.ts), or says it is external; `onLaunched` runs after it.
 */
export function ServicesCatalogue({
  userId,
  onLaunched,
}: {
  userId: string;
  onLaunched: (service: Service) => void;
}) {
  const { t, i18n } = useTranslation(["services", "common"]);
  const [params, setParams] = useSearchParams();
  const { data, isLoading, isError, refetch } = useServices();
  // A search result's `?service=` link: that card, brought into view.
  useLinkedItem(params.get("service"), data !== undefined);
  const launch = useLaunchService();
  const [, navigate] = useLocation();
  const [external, setExternal] = useState<string | null>(null);

  // An unknown category in the URL shows everything rather than an empty page.
  // The plain list rather than the contract's zod enum, so the page does not download zod.
  const category: ServiceCategory | null =
    SERVICE_CATEGORIES.find((c) => c === params.get("category")) ?? null;
  const tag = params.get("tag") || null;

  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const s of data ?? []) map.set(s.category, (map.get(s.category) ?? 0) + 1);
    return map;
  }, [data]);

  const visible = useMemo(
    () =>
      (data ?? []).filter((s) => (!category || s.category === category) && (!tag || s.tags.includes(tag))),
    [data, category, tag],
  );

  // A tag filters by its French value; an English reader sees its English word.
  const tagLabel = useMemo(() => {
    const service = tag ? (data ?? []).find((s) => s.tags.includes(tag)) : undefined;
    return (i18n.language === "en" && service?.tagsEn[service.tags.indexOf(tag ?? "")]) || tag;
  }, [data, tag, i18n.language]);

  const update = (next: { category?: ServiceCategory | null; tag?: string | null }) => {
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(next)) {
        if (value) out.set(key, value);
        else out.delete(key);
      }
      return out;
    });
  };

  const onLaunch = (service: Service) => {
    const name = i18n.language === "en" ? service.nameEn : service.name;
    launch.mutate(
      { id: service.id, userId },
      {
        onSuccess: () => {
          toast({ title: t("launched"), description: name });
          const target = launchTargetOf(service.id);
          if (target.kind === "page") navigate(target.href);
          else if (target.kind === "external") setExternal(name);
          onLaunched(service);
        },
        onError: () =>
          toast({ variant: "destructive", title: t("launchErrorTitle"), description: t("launchError") }),
      },
    );
  };

  return (
    <div className="grid gap-6">
      <CategoryFilter
        counts={counts}
        total={data?.length}
        selected={category}
        onSelect={(next) => update({ category: next })}
      />
      <div className="flex min-h-9 flex-wrap items-center gap-3">
        {data && (
          <p role="status" className="text-sm text-muted-foreground">
            {t("results", { count: visible.length })}
          </p>
        )}
        {tag && (
          <span className="inline-flex items-center gap-1 rounded-full border border-primary/40 bg-accent py-0.5 pr-1 pl-3 text-sm font-medium text-accent-foreground">
            {t("filters.tag", { tag: tagLabel })}
            <button
              type="button"
              onClick={() => update({ tag: null })}
              aria-label={t("filters.clearTag", { tag: tagLabel })}
              title={t("filters.clearTag", { tag })}
              className="rounded-full p-1 outline-none hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        )}
      </div>

      {isLoading && <ServiceSkeletons />}
      {isError && <LoadError message={t("loadError")} onRetry={() => void refetch()} />}
      {data && visible.length === 0 && (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-16 text-center">
          <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-base font-semibold">{t("empty.title")}</p>
          <p className="text-sm text-muted-foreground">{t("empty.hint")}</p>
          <Button variant="outline" className="mt-2" onClick={() => update({ category: null, tag: null })}>
            {t("empty.reset")}
          </Button>
        </div>
      )}
      {visible.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {visible.map((service) => (
            <li key={service.id}>
              <ServiceCard
                service={service}
                activeTag={tag}
                onTag={(next) => update({ tag: next === tag ? null : next })}
                onLaunch={onLaunch}
                launching={launch.isPending && launch.variables?.id === service.id}
              />
            </li>
          ))}
        </ul>
      )}
      {external !== null && (
        <Suspense fallback={null}>
          <ExternalServiceDialog name={external} onOpenChange={(open) => !open && setExternal(null)} />
        </Suspense>
      )}
    </div>
  );
}
