import type { LinkKind } from "../../../shared/contracts/taxonomy";
import type { Language } from "../../../shared/domain/language";
import type { Kind } from "./store";

// The deletion refusal (still_linked) names the element and what still holds it, in the reader's
// language; the code's catalogue text says it in general.

type Words = {
  /** The element, as the sentence names it ("le rôle", "the role"). */
  element: Record<Kind, string>;
  /** Each link kind's "thing(s)" from the deleted element's side. */
  links: Partial<Record<LinkKind, Partial<Record<Kind, [string, string]>>>>;
  /** What a foreign-key refusal from another feature's table means to an admin. */
  tables: Record<string, string>;
  otherData: string;
  and: string;
  sentence: (element: string, name: string, kind: Kind, what: string) => string;
};

const NNBSP = "\u202f";

const WORDS: Record<Language, Words> = {
  fr: {
    element: { role: "le rôle", skill: "la compétence", taskType: "le type de tâche" },
    links: {
      roleTask: { role: ["type de tâche", "types de tâches"], taskType: ["rôle", "rôles"] },
      roleSkill: { role: ["compétence", "compétences"], skill: ["rôle", "rôles"] },
      taskSkill: { skill: ["type de tâche", "types de tâches"], taskType: ["compétence", "compétences"] },
      assignment: { role: ["assignation d'utilisateur", "assignations d'utilisateurs"] },
      capsule: { skill: ["capsule d'apprentissage", "capsules d'apprentissage"] },
    },
    tables: {
      kanban_tasks: "des tâches du kanban",
      deliverables: "des livrables",
      learning_capsules: "des capsules d'apprentissage",
      user_assignments: "des assignations d'utilisateurs",
      taxonomy_role_tasks: "des associations rôle-tâche",
      taxonomy_task_skills: "des associations tâche-compétence",
      taxonomy_role_skills: "des associations rôle-compétence",
    },
    otherData: "d'autres données",
    and: "et",
    sentence: (element, name, kind, what) =>
      `Impossible de supprimer ${element} «${NNBSP}${name}${NNBSP}»${NNBSP}: ${
        kind === "skill" ? "elle est encore liée" : "il est encore lié"
      } à ${what}. Supprimez d'abord ces liens.`,
  },
  en: {
    element: { role: "the role", skill: "the skill", taskType: "the task type" },
    links: {
      roleTask: { role: ["task type", "task types"], taskType: ["role", "roles"] },
      roleSkill: { role: ["skill", "skills"], skill: ["role", "roles"] },
      taskSkill: { skill: ["task type", "task types"], taskType: ["skill", "skills"] },
      assignment: { role: ["user assignment", "user assignments"] },
      capsule: { skill: ["learning capsule", "learning capsules"] },
    },
    tables: {
      kanban_tasks: "kanban tasks",
      deliverables: "deliverables",
      learning_capsules: "learning capsules",
      user_assignments: "user assignments",
      taxonomy_role_tasks: "role-task links",
      taxonomy_task_skills: "task-skill links",
      taxonomy_role_skills: "role-skill links",
    },
    otherData: "other data",
    and: "and",
    sentence: (element, name, _kind, what) =>
      `Cannot delete ${element} “${name}”: it is still linked to ${what}. Remove those links first.`,
  },
};

/** "a, b and c" in the language. */
function list(parts: string[], and: string) {
  return parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} ${and} ${parts.at(-1)}`;
}

/** The counted links a refusal names ("1 type de tâche", "3 roles"); kinds without words are left out. */
export function countedLinks(language: Language, kind: Kind, groups: { kind: LinkKind; count: number }[]) {
  return groups.flatMap((g) => {
    const words = WORDS[language].links[g.kind]?.[kind];
    return words ? [`${g.count} ${g.count > 1 ? words[1] : words[0]}`] : [];
  });
}

/**
 * The refusal's sentence: the element and either its counted links or the table whose rows still
 * point at it (a foreign key the listed links did not foresee).
 */
export function stillLinkedMessage(
  language: Language,
  kind: Kind,
  name: string,
  what: { links: string[] } | { table: string | undefined },
) {
  const words = WORDS[language];
  const text =
    "links" in what ? list(what.links, words.and) : (words.tables[what.table ?? ""] ?? words.otherData);
  return words.sentence(words.element[kind], name, kind, text);
}
