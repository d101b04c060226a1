import type { TaskActivity as Activity, TaskStatus } from "@shared/contracts/kanban";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { useTaskActivity } from "../api/get-task-activity";

const timeFormat = new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit" });

/** Who created, edited, moved or assigned the task, and when (newest first). */
export function TaskActivityList({ taskId }: { taskId: string }) {
  const { t } = useTranslation("kanban");
  const { data, isLoading, isError } = useTaskActivity(taskId);

  const sentence = (a: Activity) => {
    const who = a.userName || t("activity.someone");
    const d = a.details as Record<string, unknown>;
    switch (a.action) {
      case "created":
        return t("activity.created", { who });
      case "edited":
        return t("activity.edited", {
          who,
          fields: ((d.fields as string[] | undefined) ?? []).map((f) => t(`activity.fields.${f}`)).join(", "),
        });
      case "moved":
        return t("activity.moved", {
          who,
          from: t(`status.${d.from as TaskStatus}`),
          to: t(`status.${d.to as TaskStatus}`),
        });
      case "assigned":
        return d.assigneeName
          ? t("activity.assigned", { who, name: d.assigneeName as string })
          : t("activity.unassigned", { who });
    }
  };

  return (
    <section aria-labelledby="task-activity-title" className="grid gap-2 border-t pt-4">
      <h3 id="task-activity-title" className="text-sm font-semibold">
        {t("activity.title")}
      </h3>
      {isLoading && (
        <div role="status" aria-label={t("activity.loading")} className="grid gap-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      )}
      {isError && <p className="text-sm text-red-700 dark:text-red-400">{t("activity.loadError")}</p>}
      {data && data.length === 0 && <p className="text-sm text-muted-foreground">{t("activity.empty")}</p>}
      {data && data.length > 0 && (
        <ol className="grid max-h-48 gap-2 overflow-y-auto pr-1 text-sm">
          {data.map((a) => {
            const at = new Date(a.createdAt);
            return (
              <li key={a.id} className="grid gap-0.5 border-l-2 border-border pl-3">
                <span>{sentence(a)}</span>
                <time dateTime={a.createdAt} className="text-xs text-muted-foreground">
                  {t("activity.at", { date: formatDate(at), time: timeFormat.format(at) })}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
