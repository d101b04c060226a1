import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Collaborator,
  type CreateTaskBody,
  type CreateTaskInput,
  createTaskBody,
  DEFAULT_TASK_TYPE,
  type TaskType,
  taskPriorities,
  taskStatuses,
} from "@shared/contracts/kanban";
import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { applyFieldIssues } from "@/lib/api-errors";
import { useKanbanMessage } from "../hooks/use-kanban-message";

export type TaskFormValues = {
  title: string;
  description: string;
  priority: CreateTaskInput["priority"];
  status: CreateTaskInput["status"];
  dueDate: string;
  taskType: string;
  assignedTo: string;
};

export const emptyTaskForm: TaskFormValues = {
  title: "",
  description: "",
  priority: "moderate",
  status: "todo",
  dueDate: "",
  taskType: DEFAULT_TASK_TYPE,
  assignedTo: "",
};

const FIELDS = ["title", "description", "priority", "status", "dueDate", "taskType", "assignedTo"] as const;

type Props = {
  mode: "create" | "edit";
  defaultValues: TaskFormValues;
  taskTypes: TaskType[];
  members: Collaborator[];
  pending: boolean;
  /** Resolves when saved; a rejected promise with a 400 puts the server's issues on the fields. */
  onSubmit: (values: CreateTaskBody) => Promise<unknown>;
  /** Extra actions on the left of the footer (delete). */
  secondary?: ReactNode;
};

/** The task fields with the contract's rules (zod resolver on `createTaskBody`). */
export function TaskForm({ mode, defaultValues, taskTypes, members, pending, onSubmit, secondary }: Props) {
  const { t } = useTranslation("kanban");
  const message = useKanbanMessage();
  const form = useForm<TaskFormValues, unknown, CreateTaskBody>({
    // The form holds strings (what inputs give); the contract turns "" into null for dates and assignees.
    resolver: zodResolver(createTaskBody) as never,
    defaultValues,
  });
  const { errors } = form.formState;
  const id = (name: string) => `task-${mode}-${name}`;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyFieldIssues(error, FIELDS, form.setError);
    }
  });
  // The task type list may come from an older taxonomy: keep the task's own type selectable.
  const types = taskTypes.some((x) => x.id === defaultValues.taskType)
    ? taskTypes
    : [{ id: defaultValues.taskType, name: defaultValues.taskType, category: "" }, ...taskTypes];

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={id("title")}>{t("form.title")}</Label>
        <Input
          id={id("title")}
          autoFocus
          placeholder={t("form.titlePlaceholder")}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? id("title-error") : undefined}
          {...form.register("title")}
        />
        <FieldError id={id("title-error")} message={message(errors.title?.message)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id("description")}>
          {t("form.description")}
          <span className="text-xs font-normal text-muted-foreground">({t("form.optional")})</span>
        </Label>
        <Textarea
          id={id("description")}
          rows={3}
          placeholder={t("form.descriptionPlaceholder")}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? id("description-error") : undefined}
          {...form.register("description")}
        />
        <FieldError id={id("description-error")} message={message(errors.description?.message)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={id("priority")}>{t("form.priority")}</Label>
          <NativeSelect id={id("priority")} {...form.register("priority")}>
            {taskPriorities.map((p) => (
              <option key={p} value={p}>
                {t(`priority.${p}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {mode === "edit" && (
          <div className="grid gap-2">
            <Label htmlFor={id("status")}>{t("form.status")}</Label>
            <NativeSelect id={id("status")} {...form.register("status")}>
              {taskStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <div className="grid gap-2">
          <Label htmlFor={id("dueDate")}>
            {t("form.dueDate")}
            <span className="text-xs font-normal text-muted-foreground">({t("form.optional")})</span>
          </Label>
          <Input
            id={id("dueDate")}
            type="date"
            aria-invalid={errors.dueDate ? true : undefined}
            aria-describedby={errors.dueDate ? id("dueDate-error") : undefined}
            {...form.register("dueDate")}
          />
          <FieldError id={id("dueDate-error")} message={message(errors.dueDate?.message)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={id("taskType")}>{t("form.taskType")}</Label>
          <NativeSelect
            id={id("taskType")}
            aria-invalid={errors.taskType ? true : undefined}
            aria-describedby={errors.taskType ? id("taskType-error") : undefined}
            {...form.register("taskType")}
          >
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={id("taskType-error")} message={message(errors.taskType?.message)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={id("assignedTo")}>{t("form.assignee")}</Label>
          <NativeSelect
            id={id("assignedTo")}
            aria-invalid={errors.assignedTo ? true : undefined}
            aria-describedby={errors.assignedTo ? id("assignedTo-error") : undefined}
            {...form.register("assignedTo")}
          >
            <option value="">{t("form.unassigned")}</option>
            {members.map((m) => (
              <option key={m.userId} value={m.userId}>
                {m.userName || m.email}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={id("assignedTo-error")} message={message(errors.assignedTo?.message)} />
        </div>
      </div>
      <DialogFooter justify="between">
        <div>{secondary}</div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <DialogClose asChild>
            <Button variant="outline">{t("form.cancel")}</Button>
          </DialogClose>
          <Button type="submit" disabled={pending}>
            {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {mode === "create"
              ? pending
                ? t("form.creating")
                : t("form.create")
              : pending
                ? t("form.saving")
                : t("form.save")}
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}
