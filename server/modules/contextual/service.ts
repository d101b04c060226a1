import {
  type ContextualPage,
  MAX_SUGGESTIONS,
  NO_TASK,
  type Suggestion,
} from "../../../shared/contracts/contextual";
import { DEFAULT_KNOWLEDGE_CATEGORY, type KnowledgeCategory } from "../../../shared/contracts/knowledge";
import { ALFA_SERVICE_ID, type Service, type ServiceCategory } from "../../../shared/contracts/services";
import type { Db } from "../../db/client";
import { retrieve } from "../../plugins/ai/retrieval";
import { serviceUses } from "../../plugins/events";
import { itemTitles } from "../knowledge/queries";
import * as knowledge from "../knowledge/service";
import { capsulesOfSkills, levelOf } from "../learning/queries";
import * as services from "../services/service";
import { taskSkillsWith, taskTypeOf } from "../taxonomy/queries";
import * as training from "../training/service";

type Context = { page: ContextualPage; task: string; category?: KnowledgeCategory };

/**
 * What one request knows, loaded once and only when a rule asks for it: several rules of a page
 * read the same services or training data.
 */
class Facts {
  private cache = new Map<string, Promise<unknown>>();

  constructor(
    readonly db: Db,
    readonly userId: string,
  ) {}

  private once<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.cache.has(key)) this.cache.set(key, load());
    return this.cache.get(key) as Promise<T>;
  }

  services() {
    return this.once("services", () => services.list(this.db));
  }

  /** How often this user launched each service, from the event log. */
  usage() {
    return this.once("usage", async () => {
      const rows = await serviceUses(this.db, this.userId);
      return new Map(rows.map((r) => [r.id ?? "", r.n]));
    });
  }

  modules() {
    return this.once("modules", () => training.listModules(this.db, this.userId));
  }

  progress() {
    return this.once("progress", () => training.listProgress(this.db, this.userId));
  }

  knowledge(category: KnowledgeCategory) {
    return this.once(`knowledge:${category}`, () =>
      knowledge.listItems(this.db, { id: this.userId, isAdmin: false }, { category, offset: 0 }),
    );
  }
}

type Rule = (facts: Facts, ctx: Context) => Promise<Suggestion[]>;

const serviceParams = (s: Service) => ({
  name: s.name,
  nameEn: s.nameEn,
  category: s.category,
  rating: s.rating / 10,
});

/** The best-rated service this user has not launched yet (most used first on a tie). */
const discoverService =
  (category?: ServiceCategory): Rule =>
  async (facts) => {
    const [all, usage] = await Promise.all([facts.services(), facts.usage()]);
    const candidates = all
      .filter((s) => !usage.has(s.id) && s.id !== ALFA_SERVICE_ID && (!category || s.category === category))
      .sort((a, b) => b.rating - a.rating || b.usageCount - a.usageCount);
    const s = candidates[0];
    return s
      ? [
          {
            id: `service:${s.id}`,
            kind: "service.discover",
            params: serviceParams(s),
            link: `/services?category=${s.category}`,
          },
        ]
      : [];
  };

/** Another service of the family this user launches most, which they have not tried yet. */
const favouriteFamily: Rule = async (facts) => {
  const [all, usage] = await Promise.all([facts.services(), facts.usage()]);
  if (usage.size === 0) return [];
  const byCategory = new Map<string, number>();
  for (const s of all) {
    const n = usage.get(s.id);
    if (n) byCategory.set(s.category, (byCategory.get(s.category) ?? 0) + n);
  }
  const [category] = [...byCategory.entries()].sort((a, b) => b[1] - a[1])[0];
  const next = all
    .filter((s) => s.category === category && !usage.has(s.id) && s.id !== ALFA_SERVICE_ID)
    .sort((a, b) => b.rating - a.rating)[0];
  if (!next) return [];
  return [
    {
      id: `service:${next.id}`,
      kind: "service.category",
      params: serviceParams(next),
      link: `/services?category=${category}`,
    },
  ];
};

const alfaAssistant: Rule = async () => [
  { id: "assistant:alfa", kind: "assistant.alfa", params: {}, link: "/services?assistant=alfa" },
];

const expertAssistant: Rule = async () => [
  { id: "assistant:expert", kind: "assistant.expert", params: {}, link: "/llm-vertical" },
];

const simulator: Rule = async () => [
  { id: "simulator", kind: "simulator.open", params: {}, link: "/simulator" },
];

/** The module in progress (latest touched), else the next module the user can start. */
const trainingStep =
  (which: "current" | "next" | "either"): Rule =>
  async (facts) => {
    const [modules, progress] = await Promise.all([facts.modules(), facts.progress()]);
    const byModule = new Map(progress.map((p) => [p.trainingModuleId, p]));
    const out: Suggestion[] = [];
    if (which !== "next") {
      const current = progress
        .filter((p) => !p.completed && p.progress > 0)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
      const m = current && modules.find((x) => x.id === current.trainingModuleId);
      if (m) {
        out.push({
          id: `training:${m.id}`,
          kind: "training.continue",
          params: { title: m.title, titleEn: m.titleEn, progress: current.progress },
          link: "/training",
        });
        if (which === "either") return out;
      }
    }
    if (which !== "current") {
      const next = modules.find((m) => m.status === "available" && !byModule.has(m.id));
      if (next) {
        out.push({
          id: `training:${next.id}`,
          kind: "training.next",
          params: { title: next.title, titleEn: next.titleEn, duration: next.duration },
          link: "/training",
        });
      }
    }
    return out;
  };

const itemLink = (id: string) => `/knowledge?item=${encodeURIComponent(id)}`;

/** The most read articles of a knowledge category. */
const popularKnowledge =
  (category: KnowledgeCategory | "page", n: number): Rule =>
  async (facts, ctx) => {
    const cat = category === "page" ? (ctx.category ?? DEFAULT_KNOWLEDGE_CATEGORY) : category;
    const items = await facts.knowledge(cat);
    return items
      .filter((i) => i.kind === "article" && i.status !== "draft")
      .sort((a, b) => b.viewCount - a.viewCount || a.title.localeCompare(b.title))
      .slice(0, n)
      .map((i) => ({
        id: `knowledge:${i.id}`,
        kind: "knowledge.popular" as const,
        params: {
          title: i.title,
          ...(i.titleEn ? { titleEn: i.titleEn } : {}),
          category: i.category,
          viewCount: i.viewCount,
        },
        link: itemLink(i.id),
      }));
  };

/** Knowledge found by full-text search on a subject (a task type, the simulator's topic). */
async function relatedKnowledge(db: Db, subject: string, n: number): Promise<Suggestion[]> {
  const found = await retrieve(db, subject, { language: "fr", scope: "all", limit: n });
  // A passage opens its whole article, so the suggestion names the article, in both languages, once.
  const passages = found.filter((p, i) => found.findIndex((o) => o.id === p.id) === i);
  const ids = passages.map((p) => p.id);
  const articles = ids.length ? await itemTitles(db, ids) : [];
  return passages.map((p) => {
    const article = articles.find((a) => a.id === p.id);
    return {
      id: `knowledge:${p.id}`,
      kind: "knowledge.related" as const,
      params: {
        title: article?.title ?? p.title,
        ...(article?.titleEn ? { titleEn: article.titleEn } : {}),
      },
      link: p.link,
    };
  });
}

/**
 * Learning capsules for the skills a kanban task type needs, one level above the user's own, most
 * important skill first; then what the knowledge base says about the task.
 */
const forTaskType: Rule = async (facts, ctx) => {
  const type = await taskTypeOf(facts.db, ctx.task);
  // The skills and the user's level in each, in one statement: taxonomy lists the skills, learning
  // supplies the level as a fragment (a link without a level counts as level 0 below).
  const skills = type
    ? (await taskSkillsWith(facts.db, ctx.task, levelOf(facts.userId))).map((s) => ({
        skillId: s.skillId,
        level: s.extra,
      }))
    : [];
  const out: Suggestion[] = [];
  if (skills.length > 0) {
    const capsules = await capsulesOfSkills(
      facts.db,
      skills.map((s) => s.skillId),
    );
    for (const skill of skills) {
      const target = Math.min((skill.level ?? 0) + 1, 3);
      const c = capsules.find((x) => x.skillId === skill.skillId && x.level === target);
      if (c) {
        out.push({
          id: `capsule:${c.id}`,
          kind: "learning.capsule",
          params: {
            title: c.title,
            ...(c.titleEn ? { titleEn: c.titleEn } : {}),
            duration: c.duration,
            level: c.level,
          },
          link: c.url,
        });
      }
      if (out.length === 2) break;
    }
  }
  // Without the taxonomy, the task type's own words still find documentation about it.
  const subject = type ? `${type.name} ${type.description ?? ""}` : ctx.task.replace(/-/g, " ");
  out.push(...(await relatedKnowledge(facts.db, subject, 1)));
  return out;
};

/** On the knowledge base, the tool that goes with the category on screen (an assistant, the simulator). */
const assistantForCategory: Rule = async (facts, ctx) =>
  ctx.category === "Réglementation"
    ? expertAssistant(facts, ctx)
    : ctx.category === "Progiciels & Solutions"
      ? alfaAssistant(facts, ctx)
      : ctx.category === "Métiers du Crédit" || !ctx.category
        ? simulator(facts, ctx)
        : [];

const related =
  (subject: string): Rule =>
  async (facts) =>
    relatedKnowledge(facts.db, subject, 1);

/** The rules of each page, in order of relevance; the first three distinct suggestions win. */
const RULES: Record<ContextualPage, Rule[]> = {
  dashboard: [
    discoverService(),
    trainingStep("either"),
    popularKnowledge("Réglementation", 1),
    alfaAssistant,
  ],
  services: [alfaAssistant, favouriteFamily, discoverService()],
  knowledge: [popularKnowledge("page", 2), assistantForCategory, trainingStep("either")],
  training: [trainingStep("current"), trainingStep("next"), popularKnowledge(DEFAULT_KNOWLEDGE_CATEGORY, 1)],
  kanban: [discoverService("project-mgmt"), popularKnowledge("Gestion de Projet", 1), trainingStep("either")],
  deliverables: [
    discoverService("project-mgmt"),
    popularKnowledge("Gestion de Projet", 1),
    trainingStep("either"),
  ],
  analytics: [trainingStep("either"), discoverService()],
  competency: [trainingStep("either"), discoverService("soft-skills"), discoverService()],
  marketplace: [discoverService(), alfaAssistant],
  "internal-marketplace": [discoverService(), popularKnowledge("Progiciels & Solutions", 1)],
  "llm-vertical": [popularKnowledge("Réglementation", 2), discoverService("regulation")],
  "admin-taxonomy": [trainingStep("either"), popularKnowledge("Métiers du Crédit", 1)],
  profile: [discoverService(), trainingStep("either"), expertAssistant],
  simulator: [
    related("loyer crédit-bail valeur résiduelle échéancier"),
    discoverService("software"),
    trainingStep("either"),
  ],
};

/** Suggestions for the page a user is on (and the kanban task type, when one is selected). */
export async function suggest(db: Db, userId: string, ctx: Context): Promise<Suggestion[]> {
  const facts = new Facts(db, userId);
  const rules =
    ctx.page === "kanban" && ctx.task !== NO_TASK ? [forTaskType, ...RULES.kanban] : RULES[ctx.page];
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  for (const rule of rules) {
    for (const s of await rule(facts, ctx)) {
      if (seen.has(s.id)) continue;
      seen.add(s.id);
      out.push(s);
      if (out.length === MAX_SUGGESTIONS) return out;
    }
  }
  return out;
}
