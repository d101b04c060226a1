import type {
  RoleSkill,
  RoleSkillBody,
  RoleTask,
  RoleTaskBody,
  TaskSkill,
  TaskSkillBody,
} from "@shared/contracts/taxonomy";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { refetchTaxonomy } from "./invalidate";

export type LinkKind = "roleTask" | "taskSkill" | "roleSkill";
export const LINK_PATHS: Record<LinkKind, string> = {
  roleTask: "role-tasks",
  taskSkill: "task-skills",
  roleSkill: "role-skills",
};

export type LinkInput =
  | { kind: "roleTask"; body: RoleTaskBody }
  | { kind: "taskSkill"; body: TaskSkillBody }
  | { kind: "roleSkill"; body: RoleSkillBody };

/** POST /api/admin/taxonomy/role-tasks | task-skills | role-skills. */
export const createLink = ({ kind, body }: LinkInput) =>
  apiRequest<RoleTask | TaskSkill | RoleSkill>("POST", `/api/admin/taxonomy/${LINK_PATHS[kind]}`, body);

export function useCreateLink() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createLink, onSuccess: () => refetchTaxonomy(qc) });
}
