import { Tabs } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { ResetPasswordCard } from "@/features/admin-users/components/reset-password-card";
import { useMatrix } from "../api/get-matrix";
import { AssignmentsTab } from "./assignments-tab";
import { MatrixTab } from "./matrix-tab";
import { OverviewTab } from "./overview-tab";
import { RolesTab } from "./roles-tab";
import { SkillsTab } from "./skills-tab";
import { TaskTypesTab } from "./task-types-tab";

const TABS = ["overview", "roles", "skills", "taskTypes", "assignments", "matrix"] as const;
type Tab = (typeof TABS)[number];

const triggerClass =
  "inline-flex scroll-mt-24 items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm";

/** The six tabs of the admin taxonomy, over the one matrix query. */
export function TaxonomyAdmin({ adminEmail }: { adminEmail: string }) {
  const { t } = useTranslation("taxonomy");
  const matrix = useMatrix();
  const [tab, setTab] = useState<Tab>("overview");

  if (matrix.isLoading) {
    return (
      <div role="status" className="grid gap-4">
        <p className="text-sm text-muted-foreground">{t("loading")}</p>
        <Skeleton className="h-10 w-full max-w-2xl" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      </div>
    );
  }
  if (matrix.isError || !matrix.data)
    return <LoadError message={t("loadError")} onRetry={() => void matrix.refetch()} />;
  const data = matrix.data;

  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="grid gap-6">
      <div className="overflow-x-auto">
        <Tabs.List aria-label={t("tabs.label")} className="inline-flex gap-1 rounded-lg bg-muted p-1">
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={triggerClass}>
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      <Tabs.Content value="overview" className="grid gap-8 outline-none">
        <OverviewTab matrix={data} />
        <ResetPasswordCard />
      </Tabs.Content>
      <Tabs.Content value="roles" className="outline-none">
        <RolesTab roles={data.roles} />
      </Tabs.Content>
      <Tabs.Content value="skills" className="outline-none">
        <SkillsTab skills={data.skills} />
      </Tabs.Content>
      <Tabs.Content value="taskTypes" className="outline-none">
        <TaskTypesTab taskTypes={data.taskTypes} />
      </Tabs.Content>
      <Tabs.Content value="assignments" className="outline-none">
        <AssignmentsTab roles={data.roles} adminEmail={adminEmail} />
      </Tabs.Content>
      <Tabs.Content value="matrix" className="outline-none">
        <MatrixTab matrix={data} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
