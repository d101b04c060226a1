import { sql } from "drizzle-orm";
import type { Achievement, AchievementType, CompetencySummary } from "../../../shared/contracts/competency";
import type { Language } from "../../../shared/domain/language";
import type { Db } from "../../db/client";
import { userEvents } from "../../plugins/events";
import { namesNow } from "../dashboard/event-names";
import { templatesOfDeliverables, templateTaskTypes } from "../deliverables/queries";
import { capsuleSkills } from "../learning/queries";
import { categoriesOf } from "../services/service";
import { skillsByCategory, taskSkillLinks } from "../taxonomy/queries";
import { moduleTracks } from "../training/queries";
import { EVIDENCE_WEIGHTS, RECENT_DAYS, SERVICE_CATEGORY_SKILLS, TRAINING_TRACK_SKILLS } from "./mapping";
import { progression } from "./service";

/*
 * The summary computed the first way, from the raw event log row by row: the tests compare
 * service.ts (which reads totals the database keeps) against it, on the benchmark's history. Not
 * used by the server.
 */

/** This computation reads at most this many of the user's latest evidence events. */
const EVENT_LIMIT = 20_000;
const ACHIEVEMENTS = 20;
const DAY_MS = 86_400_000;

type EventRow = {
  type: string;
  entity: string;
  entityId: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
};

/** One piece of evidence, and the skills it reaches with their share of its weight. */
type Evidence = {
  type: AchievementType;
  description: string;
  date: Date;
  weight: number;
  score: number | null;
  skills: { skillId: string; share: number }[];
};

const str = (v: unknown) => (typeof v === "string" ? v : v == null ? "" : String(v));
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The events that count as evidence, latest first, one per subject (one per day for a service):
 * the latest score of a deliverable stands for it, since rescoring ten times proves nothing more.
 * The database keeps one row per subject, so a long history costs no more than a scan: the services
 * launched (most of the log) are grouped by service and UTC day, compared byte by byte (`collate "C"`,
 * the order of `events_service_use_day_idx`, instead of the locale's slow text order), the rest is a
 * few rows sorted.
 */
async function evidenceEvents(db: Db, userId: string): Promise<EventRow[]> {
  const result = await db.execute<EventRow>(sql`
    select type, entity, "entityId", data, "createdAt" from (
      (select distinct on (coalesce(e.entity_id, '') collate "C", (e.created_at at time zone 'UTC')::date)
          type, entity, entity_id as "entityId", data, created_at as "createdAt"
        from ${userEvents(userId)} e
        where e.entity = 'service' and e.type = 'use'
        order by coalesce(e.entity_id, '') collate "C", (e.created_at at time zone 'UTC')::date, e.created_at desc nulls last)
      union all
      (select distinct on (e.entity, e.type, coalesce(e.entity_id, ''))
          type, entity, entity_id as "entityId", data, created_at as "createdAt"
        from ${userEvents(userId)} e
        where (e.entity = 'deliverable' and e.type in ('score', 'complete'))
          or (e.entity in ('training', 'learning') and e.type = 'complete')
        order by e.entity, e.type, coalesce(e.entity_id, ''), e.created_at desc)
    ) latest
    order by "createdAt" desc
    limit ${EVENT_LIMIT}`);
  return result.rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

/**
 * Turns events into weighted evidence mapped to skills through the taxonomy; what Praxis provides
 * (services, training modules, capsules) is named in the reader's language.
 */
async function collectEvidence(db: Db, userId: string, language: Language): Promise<Evidence[]> {
  const [rows, templates, taskSkillRows] = await Promise.all([
    evidenceEvents(db, userId),
    templateTaskTypes(db),
    taskSkillLinks(db),
  ]);
  const ids = (entity: string) => [
    ...new Set(rows.filter((r) => r.entity === entity && r.entityId).map((r) => r.entityId!)),
  ];
  const [nameOf, ownDeliverables, serviceRows, moduleRows, capsuleRows] = await Promise.all([
    namesNow(db, rows, language),
    ids("deliverable").length ? templatesOfDeliverables(db, userId, ids("deliverable")) : Promise.resolve([]),
    ids("service").length ? categoriesOf(db, ids("service")) : Promise.resolve([]),
    ids("training").length ? moduleTracks(db, ids("training")) : Promise.resolve([]),
    ids("learning").length ? capsuleSkills(db, ids("learning")) : Promise.resolve([]),
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

  return rows.map((r): Evidence => {
    if (r.entity === "deliverable" && r.type === "score") {
      const score = Math.max(0, Math.min(100, Number(r.data.score) || 0));
      return {
        type: "deliverable_scored",
        description: str(r.data.name),
        date: r.createdAt,
        weight: (EVIDENCE_WEIGHTS.deliverable_scored * score) / 100,
        score: Math.round(score),
        skills: deliverableSkills(r),
      };
    }
    if (r.entity === "deliverable") {
      return {
        type: "deliverable_completed",
        description: str(r.data.name),
        date: r.createdAt,
        weight: EVIDENCE_WEIGHTS.deliverable_completed,
        score: null,
        skills: deliverableSkills(r),
      };
    }
    if (r.entity === "service") {
      const category = str(r.data.category) || categoryOf.get(r.entityId ?? "") || "";
      return {
        type: "microservice_used",
        description: nameOf(r) ?? (str(r.data.name) || str(r.entityId)),
        date: r.createdAt,
        weight: EVIDENCE_WEIGHTS.microservice_used,
        score: null,
        skills: all(SERVICE_CATEGORY_SKILLS[category]),
      };
    }
    if (r.entity === "training") {
      const module = moduleOf.get(r.entityId ?? "");
      const track = str(r.data.track) || module?.track || "";
      return {
        type: "training_completed",
        description: nameOf(r) ?? (str(r.data.title) || module?.title || str(r.entityId)),
        date: r.createdAt,
        weight: EVIDENCE_WEIGHTS.training_completed,
        score: null,
        skills: all(TRAINING_TRACK_SKILLS[track]),
      };
    }
    const capsule = capsuleOf.get(r.entityId ?? "");
    const skillId = str(r.data.skillId) || capsule?.skillId || "";
    return {
      type: "capsule_completed",
      description: nameOf(r) ?? (str(r.data.title) || capsule?.title || str(r.entityId)),
      date: r.createdAt,
      weight: EVIDENCE_WEIGHTS.capsule_completed,
      score: null,
      skills: skillId ? [{ skillId, share: 1 }] : [],
    };
  });
}

/** Levels per skill from the evidence, the global score, the latest achievements and the matrix. */
function summarise(
  evidence: Evidence[],
  skills: { id: string; name: string; category: string }[],
  now: Date,
): CompetencySummary {
  const known = new Map(skills.map((s) => [s.id, s]));
  const perSkill = new Map<string, { weight: number; recent: number }>();
  const recentFrom = now.getTime() - RECENT_DAYS * DAY_MS;
  for (const e of evidence) {
    for (const { skillId, share } of e.skills) {
      if (!known.has(skillId)) continue;
      const acc = perSkill.get(skillId) ?? { weight: 0, recent: 0 };
      acc.weight += e.weight * share;
      if (e.date.getTime() >= recentFrom) acc.recent++;
      perSkill.set(skillId, acc);
    }
  }
  const { skillProgression, competencyScore } = progression(perSkill, known);
  const recentAchievements: Achievement[] = [...evidence]
    .sort((a, b) => b.date.getTime() - a.date.getTime())
    .slice(0, ACHIEVEMENTS)
    .map((e) => ({
      type: e.type,
      description: e.description,
      date: e.date.toISOString(),
      weight: round2(e.weight),
      score: e.score,
    }));
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
    totalEvidences: evidence.length,
    skillProgression,
    recentAchievements,
    skillMatrix: [...categories.entries()].map(([category, list]) => ({ category, skills: list })),
  };
}

export async function referenceSummary(
  db: Db,
  userId: string,
  now: Date,
  language: Language,
): Promise<CompetencySummary> {
  const [evidence, skills] = await Promise.all([
    collectEvidence(db, userId, language),
    skillsByCategory(db, language),
  ]);
  return summarise(evidence, skills, now);
}
