import { sql } from "drizzle-orm";
import type { Achievement, AchievementType, CompetencySummary } from "../../../shared/contracts/competency";
import type { Language } from "../../../shared/domain/language";
import { levelFromWeight } from "../../../shared/domain/quality";
import type { Db } from "../../db/client";
import { userEvents } from "../../plugins/events";
import { namesNow } from "../dashboard/event-names";
import { templatesOfDeliverables, templateTaskTypes } from "../deliverables/queries";
import { capsuleSkills } from "../learning/queries";
import { categoriesOf } from "../services/service";
import { skillsByCategory, taskSkillLinks } from "../taxonomy/queries";
import { moduleTracks } from "../training/queries";
import { EVIDENCE_WEIGHTS, RECENT_DAYS, SERVICE_CATEGORY_SKILLS, TRAINING_TRACK_SKILLS } from "./mapping";

const ACHIEVEMENTS = 20;
const DAY_MS = 86_400_000;

/** An event that is a piece of evidence (a service's day stands as the latest launch of that day). */
type EventRow = {
  type: string;
  entity: string;
  entityId: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
  /** createdAt in microseconds, the database's precision: the order of the latest evidence. */
  at: number;
};

/** The days a user launched a service, by the category the launches recorded. */
type ServiceTotal = { service: string; category: string; days: number; recent: number };

/**
 * Evidence of one kind and subject: `count` pieces of the same weight reaching the same skills,
 * `recent` of them within RECENT_DAYS (a service's days, or the one piece of any other subject).
 */
export type Evidence = {
  weight: number;
  count: number;
  recent: number;
  skills: { skillId: string; share: number }[];
};

const str = (v: unknown) => (typeof v === "string" ? v : v == null ? "" : String(v));
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * What the summary needs of the user's evidence, in one statement that reads tens of rows:
 * - the services launched, as the database keeps them up to date from the event log (tables
 *   `competency_service_days` and `competency_service_totals`, filled by triggers on `events`):
 *   per service and recorded category, the days used and how many of them are recent, plus the
 *   latest days, enough for the achievements shown;
 * - the other evidence, latest event per subject (the latest score of a deliverable stands for it:
 *   rescoring ten times proves nothing more), a few rows read from the log.
 * Times come as microseconds since the epoch (the database's precision; a JSON timestamp would lose
 * the order of events of the same millisecond).
 */
async function evidenceOf(db: Db, userId: string, recentFrom: Date) {
  const epochUs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000000)::float8`);
  const result = await db.execute<{ services: ServiceTotal[]; latest: RawRow[]; subjects: RawRow[] }>(sql`
    select
      (select coalesce(json_agg(json_build_object(
          'service', t.service, 'category', t.category, 'days', t.days, 'recent', coalesce(r.n, 0))), '[]')
        from competency_service_totals t
        left join (
          select service, category, count(*)::int as n
          from competency_service_days
          where user_id = ${userId} and last_at >= ${recentFrom.toISOString()}::timestamptz
          group by service, category) r using (service, category)
        where t.user_id = ${userId} and t.days > 0) as services,
      (select coalesce(json_agg(json_build_object(
          'entityId', nullif(d.service, ''), 'data', json_build_object('name', d.name, 'category', d.category),
          'at', ${epochUs("d.last_at")}) order by d.last_at desc), '[]')
        from (select * from competency_service_days
          where user_id = ${userId} order by last_at desc limit ${ACHIEVEMENTS}) d) as latest,
      (select coalesce(json_agg(json_build_object(
          'type', s.type, 'entity', s.entity, 'entityId', s.entity_id, 'data', s.data,
          'at', ${epochUs("s.created_at")}) order by s.created_at desc), '[]')
        from (select distinct on (e.entity, e.type, coalesce(e.entity_id, '')) e.*
          from ${userEvents(userId)} e
          where (e.entity = 'deliverable' and e.type in ('score', 'complete'))
            or (e.entity in ('training', 'learning') and e.type = 'complete')
          order by e.entity, e.type, coalesce(e.entity_id, ''), e.created_at desc) s) as subjects`);
  const [row] = result.rows;
  const toRow = (r: RawRow): EventRow => ({
    type: r.type ?? "use",
    entity: r.entity ?? "service",
    entityId: r.entityId,
    data: r.data ?? {},
    createdAt: new Date(Math.floor(r.at / 1000)),
    at: r.at,
  });
  return { services: row.services, latest: row.latest.map(toRow), subjects: row.subjects.map(toRow) };
}

type RawRow = {
  type?: string;
  entity?: string;
  entityId: string | null;
  data: Record<string, unknown> | null;
  at: number;
};

/**
 * The evidence turned into weights mapped to skills through the taxonomy, and the latest
 * achievements; what Praxis provides (services, training modules, capsules) is named in the
 * reader's language.
 */
export async function collectEvidence(
  db: Db,
  userId: string,
  now: Date,
  language: Language,
): Promise<{ evidence: Evidence[]; achievements: Achievement[] }> {
  const recentFrom = new Date(now.getTime() - RECENT_DAYS * DAY_MS);
  const { services, latest, subjects } = await evidenceOf(db, userId, recentFrom);
  const shown = [...latest, ...subjects].sort((a, b) => b.at - a.at).slice(0, ACHIEVEMENTS);
  const ids = (entity: string) => [
    ...new Set(subjects.filter((r) => r.entity === entity && r.entityId).map((r) => r.entityId!)),
  ];
  const uncategorised = [...new Set(services.filter((s) => !s.category && s.service).map((s) => s.service))];
  const deliverableIds = ids("deliverable");
  const [nameOf, ownDeliverables, templates, taskSkillRows, serviceRows, moduleRows, capsuleRows] =
    await Promise.all([
      namesNow(db, shown, language),
      deliverableIds.length ? templatesOfDeliverables(db, userId, deliverableIds) : [],
      deliverableIds.length ? templateTaskTypes(db) : [],
      deliverableIds.length ? taskSkillLinks(db) : [],
      uncategorised.length ? categoriesOf(db, uncategorised) : [],
      ids("training").length ? moduleTracks(db, ids("training")) : [],
      ids("learning").length ? capsuleSkills(db, ids("learning")) : [],
    ]);
  const taskTypeOf = new Map(templates.map((t) => [t.id, t.taskTypeId]));
  const skillsOfTask = new Map<string, { skillId: string; importance: number }[]>();
  for (const r of taskSkillRows) {
    skillsOfTask.set(r.taskTypeId, [...(skillsOfTask.get(r.taskTypeId) ?? []), r]);
  }
  const templateOfDeliverable = new Map(ownDeliverables.map((d) => [d.id, d.templateId]));
  const categoryOf = new Map(serviceRows.map((s) => [s.id, s.category]));
  const moduleOf = new Map(moduleRows.map((m) => [m.id, m]));
  const capsuleOf = new Map(capsuleRows.map((c) => [c.id, c]));

  const deliverableSkills = (r: EventRow) => {
    const templateId = str(r.data.templateId) || templateOfDeliverable.get(r.entityId ?? "") || "";
    const taskTypeId = taskTypeOf.get(templateId);
    return (taskTypeId ? (skillsOfTask.get(taskTypeId) ?? []) : []).map((s) => ({
      skillId: s.skillId,
      share: Math.max(0, Math.min(5, s.importance)) / 5,
    }));
  };
  const all = (skillIds: string[] | undefined) => (skillIds ?? []).map((skillId) => ({ skillId, share: 1 }));

  /**
   * One piece of evidence: its kind, weight, name and skills. A service's day is only named here
   * (for the achievements shown): its skills are counted from the totals, by category.
   */
  const piece = (r: EventRow) => {
    const at = { date: r.createdAt, score: null as number | null };
    if (r.entity === "deliverable" && r.type === "score") {
      const score = Math.max(0, Math.min(100, Number(r.data.score) || 0));
      return {
        ...at,
        type: "deliverable_scored" as AchievementType,
        description: () => str(r.data.name),
        weight: (EVIDENCE_WEIGHTS.deliverable_scored * score) / 100,
        score: Math.round(score),
        skills: () => deliverableSkills(r),
      };
    }
    if (r.entity === "deliverable") {
      return {
        ...at,
        type: "deliverable_completed" as AchievementType,
        description: () => str(r.data.name),
        weight: EVIDENCE_WEIGHTS.deliverable_completed,
        skills: () => deliverableSkills(r),
      };
    }
    if (r.entity === "service") {
      return {
        ...at,
        type: "microservice_used" as AchievementType,
        description: () => nameOf(r) ?? (str(r.data.name) || str(r.entityId)),
        weight: EVIDENCE_WEIGHTS.microservice_used,
        skills: () => [],
      };
    }
    if (r.entity === "training") {
      const module = moduleOf.get(r.entityId ?? "");
      return {
        ...at,
        type: "training_completed" as AchievementType,
        description: () => nameOf(r) ?? (str(r.data.title) || module?.title || str(r.entityId)),
        weight: EVIDENCE_WEIGHTS.training_completed,
        skills: () => all(TRAINING_TRACK_SKILLS[str(r.data.track) || module?.track || ""]),
      };
    }
    const capsule = capsuleOf.get(r.entityId ?? "");
    return {
      ...at,
      type: "capsule_completed" as AchievementType,
      description: () => nameOf(r) ?? (str(r.data.title) || capsule?.title || str(r.entityId)),
      weight: EVIDENCE_WEIGHTS.capsule_completed,
      skills: () => {
        const skillId = str(r.data.skillId) || capsule?.skillId || "";
        return skillId ? [{ skillId, share: 1 }] : [];
      },
    };
  };

  const recentFromMs = recentFrom.getTime();
  const evidence: Evidence[] = [
    ...services.map((s) => ({
      weight: EVIDENCE_WEIGHTS.microservice_used,
      count: s.days,
      recent: s.recent,
      skills: all(SERVICE_CATEGORY_SKILLS[s.category || categoryOf.get(s.service) || ""]),
    })),
    ...subjects.map((r) => {
      const p = piece(r);
      return {
        weight: p.weight,
        count: 1,
        recent: r.createdAt.getTime() >= recentFromMs ? 1 : 0,
        skills: p.skills(),
      };
    }),
  ];
  const achievements = shown.map((r): Achievement => {
    const p = piece(r);
    return {
      type: p.type,
      description: p.description(),
      date: p.date.toISOString(),
      weight: round2(p.weight),
      score: p.score,
    };
  });
  return { evidence, achievements };
}

type SkillTotals = Map<string, { weight: number; recent: number }>;

/** Each skill's level from its weighted evidence, strongest first, and the global score (0–100). */
export function progression(perSkill: SkillTotals, known: Map<string, { name: string; category: string }>) {
  const skillProgression = [...perSkill.entries()]
    .filter(([, acc]) => acc.weight > 0)
    .map(([skillId, acc]) => {
      const skill = known.get(skillId)!;
      const { level, progressPercentage } = levelFromWeight(acc.weight);
      return {
        skillId,
        skillName: skill.name,
        category: skill.category,
        currentLevel: level,
        progressPercentage,
        totalWeight: round2(acc.weight),
        recentEvidences: acc.recent,
      };
    })
    .sort(
      (a, b) =>
        b.currentLevel - a.currentLevel ||
        b.totalWeight - a.totalWeight ||
        a.skillName.localeCompare(b.skillName, "fr"),
    );
  const competencyScore = skillProgression.length
    ? Math.round((skillProgression.reduce((s, p) => s + p.currentLevel, 0) / skillProgression.length) * 10)
    : 0;
  return { skillProgression, competencyScore };
}

/** Levels per skill from the evidence, the global score and the matrix, with the latest achievements. */
export function summarise(
  evidence: Evidence[],
  achievements: Achievement[],
  skills: { id: string; name: string; category: string }[],
): CompetencySummary {
  const known = new Map(skills.map((s) => [s.id, s]));
  const perSkill = new Map<string, { weight: number; recent: number }>();
  for (const e of evidence) {
    for (const { skillId, share } of e.skills) {
      if (!known.has(skillId)) continue;
      const acc = perSkill.get(skillId) ?? { weight: 0, recent: 0 };
      acc.weight += e.weight * share * e.count;
      acc.recent += e.recent;
      perSkill.set(skillId, acc);
    }
  }
  const { skillProgression, competencyScore } = progression(perSkill, known);
  const levelOf = new Map(skillProgression.map((p) => [p.skillId, p.currentLevel]));
  const categories = new Map<string, { skillId: string; skillName: string; currentLevel: number }[]>();
  for (const s of skills) {
    categories.set(s.category, [
      ...(categories.get(s.category) ?? []),
      { skillId: s.id, skillName: s.name, currentLevel: levelOf.get(s.id) ?? 0 },
    ]);
  }
  return {
    competencyScore,
    totalEvidences: evidence.reduce((n, e) => n + e.count, 0),
    skillProgression,
    recentAchievements: achievements,
    skillMatrix: [...categories.entries()].map(([category, list]) => ({ category, skills: list })),
  };
}

export async function summary(
  db: Db,
  userId: string,
  now: Date,
  language: Language,
): Promise<CompetencySummary> {
  const [{ evidence, achievements }, skills] = await Promise.all([
    collectEvidence(db, userId, now, language),
    skillsByCategory(db, language),
  ]);
  return summarise(evidence, achievements, skills);
}
