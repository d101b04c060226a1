import type { LinkKind } from "../../../shared/contracts/taxonomy";
import type { Kind } from "./store";

// The French the server writes into the deletion refusal (the code's catalogue text says it in
// general, in both languages).

/** French "n thing(s)", with the plural given when it is not a plain "s". */
export function countOf(n: number, singular: string, plural = `${singular}s`) {
  return `${n} ${n > 1 ? plural : singular}`;
}
export function listFr(parts: string[]) {
  return parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} et ${parts.at(-1)}`;
}

// What a foreign-key refusal from another feature's table means to an admin.
export const REFERENCING_TABLES: Record<string, string> = {
  kanban_tasks: "des tâches du kanban",
  deliverables: "des livrables",
  learning_capsules: "des capsules d'apprentissage",
  user_assignments: "des assignations d'utilisateurs",
  taxonomy_role_tasks: "des associations rôle-tâche",
  taxonomy_task_skills: "des associations tâche-compétence",
  taxonomy_role_skills: "des associations rôle-compétence",
};

// French words of each link kind, for the 409's message.
export const LINK_WORDS: Partial<Record<LinkKind, Partial<Record<Kind, [string, string]>>>> = {
  roleTask: { role: ["type de tâche", "types de tâches"], taskType: ["rôle", "rôles"] },
  roleSkill: { role: ["compétence", "compétences"], skill: ["rôle", "rôles"] },
  taskSkill: { skill: ["type de tâche", "types de tâches"], taskType: ["compétence", "compétences"] },
  assignment: { role: ["assignation d'utilisateur", "assignations d'utilisateurs"] },
  capsule: { skill: ["capsule d'apprentissage", "capsules d'apprentissage"] },
};
