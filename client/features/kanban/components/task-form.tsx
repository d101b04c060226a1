import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Collaborator,
  type CreateTaskBody,
  type CreateTaskInput,
  createTaskBody,
  DEFAULT_TASK_TYPE,
  type TaskType,
  taskStatuses,
} from "@shared/contracts/kanban";
import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField, fieldProps } from "@/components/field-props";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { applyFieldIssues } from "@/lib/api-errors";
import { useKanbanMessage } from "../hooks/use-kanban-message";
import { MemberOptions, PriorityOptions } from "./task-options";

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
  const { field, row } = fieldProps<(typeof FIELDS)[number]>(`task-${mode}`, errors, message);
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
      <FormField {...row("title")} label={t("form.title")}>
        <Input
          {...field("title")}
          autoFocus
          placeholder={t("form.titlePlaceholder")}
          {...form.register("title")}
        />
      </FormField>
      <FormField {...row("description")} label={t("form.description")} note={t("form.optional")}>
        <Textarea
          {...field("description")}
          rows={3}
          placeholder={t("form.descriptionPlaceholder")}
          {...form.register("description")}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField htmlFor={id("priority")} label={t("form.priority")}>
          <NativeSelect id={id("priority")} {...form.register("priority")}>
            <PriorityOptions />
          </NativeSelect>
        </FormField>
        {mode === "edit" && (
          <FormField htmlFor={id("status")} label={t("form.status")}>
            <NativeSelect id={id("status")} {...form.register("status")}>
              {taskStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
        <FormField {...row("dueDate")} label={t("form.dueDate")} note={t("form.optional")}>
          <Input {...field("dueDate")} type="date" {...form.register("dueDate")} />
        </FormField>
        <FormField {...row("taskType")} label={t("form.taskType")}>
          <NativeSelect {...field("taskType")} {...form.register("taskType")}>
            {types.map((type) => (
              <option key={type.id} value={type.id} lang={type.fallback ? "fr" : undefined}>
                {type.fallback ? t("form.inFrench", { name: type.name }) : type.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField {...row("assignedTo")} label={t("form.assignee")}>
          <NativeSelect {...field("assignedTo")} {...form.register("assignedTo")}>
            <option value="">{t("form.unassigned")}</option>
            <MemberOptions members={members} />
          </NativeSelect>
        </FormField>
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
