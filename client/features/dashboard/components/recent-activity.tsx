import type { Activity } from "@shared/contracts/dashboard";
import { activityAge } from "@shared/domain/activity-age";
import { Activity as ActivityIcon, Bot, GraduationCap, Inbox } from "lucide-react";
import { useTranslation } from "react-i18next";
import { IconListItem } from "@/components/icon-list-item";
import { SectionCard } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useActivities } from "../api/get-activities";

const TYPE_ICONS = { service_used: Bot, training_completed: GraduationCap, other: ActivityIcon };

function useActivityText() {
  const { t, i18n } = useTranslation("dashboard");
  return {
    // `kind` is "<entity>.<type>" (e.g. "service.use"): a catalogue entry words it in the reader's
    // language; kinds without one fall back to the server's title.
    label(activity: Activity) {
      const key = `activity.${activity.kind}`;
      return i18n.exists(`dashboard:${key}`) && activity.title
        ? t(key, { title: activity.title })
        : activity.title || activity.description;
    },
    age(activity: Activity) {
      const age = activityAge(new Date(activity.createdAt));
      if (age.unit === "minutes") return t("activity.age.minutes");
      if (age.unit === "hours") return t("activity.age.hours", { count: age.count });
      return t("activity.age.yesterday");
    },
  };
}

export function RecentActivity({ userId }: { userId: string }) {
  const { t } = useTranslation("dashboard");
  const { data, isLoading, isError, refetch } = useActivities(userId);
  const text = useActivityText();

  return (
    <SectionCard title={t("activity.title")}>
      {isError && <LoadError message={t("activity.loadError")} onRetry={() => void refetch()} />}
      {isLoading && (
        <div className="grid gap-4">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex gap-3">
              <Skeleton radius="full" className="size-9" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/4" />
              </div>
            </div>
          ))}
        </div>
      )}
      {data && data.length === 0 && (
        <div className="flex flex-col items-center gap-2 py-8 text-center">
          <Inbox aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{t("activity.empty")}</p>
          <p className="max-w-sm text-sm text-muted-foreground">{t("activity.emptyHint")}</p>
        </div>
      )}
      {data && data.length > 0 && (
        <ul className="grid gap-4">
          {data.map((activity) => (
            <IconListItem key={activity.id} icon={TYPE_ICONS[activity.type] ?? ActivityIcon} size="md">
              <div className="min-w-0">
                <p className="text-sm font-medium">{text.label(activity)}</p>
                {activity.description && (
                  <p className="truncate text-sm text-muted-foreground">{activity.description}</p>
                )}
                <p className="mt-0.5 text-xs text-muted-foreground">
                  <time dateTime={activity.createdAt}>{text.age(activity)}</time>
                </p>
              </div>
            </IconListItem>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
