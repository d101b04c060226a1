import type { Collaborator, TaskPriority } from "@shared/contracts/kanban";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { SearchInput } from "@/components/ui/search-input";
import { MemberOptions, PriorityOptions } from "./task-options";

export type Filters = { text: string; priority: TaskPriority | ""; assignee: string };
export const NO_FILTERS: Filters = { text: "", priority: "", assignee: "" };
/** The assignee filter's value for "nobody". */
export const UNASSIGNED = "none";

type Props = {
  value: Filters;
  onChange: (next: Filters) => void;
  members: Collaborator[];
  shown: number;
  total: number;
};

export function TaskFilters({ value, onChange, members, shown, total }: Props) {
  const { t } = useTranslation("kanban");
  const active = value.text !== "" || value.priority !== "" || value.assignee !== "";
  return (
    <search aria-label={t("filters.label")} className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-56 flex-1 gap-1.5">
        <Label htmlFor="filter-text" variant="caption">
          {t("filters.search")}
        </Label>
        <SearchInput
          id="filter-text"
          value={value.text}
          placeholder={t("filters.searchPlaceholder")}
          onChange={(e) => onChange({ ...value, text: e.target.value })}
        />
      </div>
      <div className="grid w-48 gap-1.5">
        <Label htmlFor="filter-priority" variant="caption">
          {t("filters.priority")}
        </Label>
        <NativeSelect
          id="filter-priority"
          value={value.priority}
          onChange={(e) => onChange({ ...value, priority: e.target.value as Filters["priority"] })}
        >
          <option value="">{t("filters.allPriorities")}</option>
          <PriorityOptions />
        </NativeSelect>
      </div>
      <div className="grid w-56 gap-1.5">
        <Label htmlFor="filter-assignee" variant="caption">
          {t("filters.assignee")}
        </Label>
        <NativeSelect
          id="filter-assignee"
          value={value.assignee}
          onChange={(e) => onChange({ ...value, assignee: e.target.value })}
        >
          <option value="">{t("filters.allAssignees")}</option>
          <option value={UNASSIGNED}>{t("filters.unassigned")}</option>
          <MemberOptions members={members} />
        </NativeSelect>
      </div>
      {active && (
        <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
          <X aria-hidden="true" />
          {t("filters.reset")}
        </Button>
      )}
      {/* Always present so screen readers hear the count change as the filters change. */}
      <p role="status" className="basis-full text-xs text-muted-foreground empty:hidden">
        {active ? t("filters.results", { count: shown, total }) : ""}
      </p>
    </search>
  );
}
