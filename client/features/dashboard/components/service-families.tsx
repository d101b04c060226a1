import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { SERVICE_CATEGORIES, SERVICE_CATEGORY_ICONS, servicesHref } from "@/lib/catalogue";
import { useServiceFamilies } from "../api/get-service-families";

export function ServiceFamilies() {
  const { t } = useTranslation(["dashboard", "common"]);
  const { data, isLoading, isError, refetch } = useServiceFamilies();
  const agents = new Map(data?.map((family) => [family.category, family.agents]));

  return (
    <section aria-labelledby="service-families-title" className="grid gap-4">
      <h2 id="service-families-title" className="text-lg font-semibold">
        {t("families.title")}
      </h2>
      {isError ? (
        <LoadError message={t("families.loadError")} onRetry={() => void refetch()} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {SERVICE_CATEGORIES.map((category) => {
            const Icon = SERVICE_CATEGORY_ICONS[category];
            return (
              <li key={category}>
                <Link
                  href={servicesHref(category)}
                  className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition outline-none hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="flex items-center justify-between">
                    <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 text-muted-foreground transition group-hover:translate-x-0.5 group-hover:text-primary"
                    />
                  </span>
                  <span className="font-semibold">{t(`common:serviceCategories.${category}`)}</span>
                  <span className="text-sm text-muted-foreground">
                    {t(`families.descriptions.${category}`)}
                  </span>
                  <div className="mt-auto text-sm font-medium text-link">
                    {isLoading ? (
                      <Skeleton className="h-4 w-32" />
                    ) : (
                      t("families.agents", { count: agents.get(category) ?? 0 })
                    )}
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
