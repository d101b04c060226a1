import type { Language } from "../../../shared/domain/language";
import type { Db } from "../../db/client";
import { trainingTracks } from "../../db/seed/content/training-modules";
import { internalItemNames } from "../internal-marketplace/queries";
import { capsuleTitles } from "../learning/queries";
import { marketplaceItemNames } from "../marketplace/queries";
import { serviceNames } from "../services/queries";
import { moduleTitles } from "../training/queries";

/** What an event says of its subject (the event log's rows, or a part of them). */
type Row = { entity: string; type: string; entityId: string | null; data: Record<string, unknown> };

/** An external marketplace event names its provider; an internal one does not. */
const isExternal = (r: Row) => r.entity === "marketplace" && r.data.provider !== undefined;

/**
 * The names of what Praxis provides (services, training modules and certificates, capsules, the
 * marketplaces' catalogue solutions) in the reader's language, read now by the events' entity ids:
 * an event keeps the name it had when it happened, in French. What users named (deliverables,
 * tasks, a colleague's contribution, a partner's submission) stays as written.
 */
export async function namesNow(db: Db, rows: Row[], language: Language) {
  const idsOf = (keep: (r: Row) => boolean) => [
    ...new Set(rows.filter((r) => r.entityId && keep(r)).map((r) => r.entityId!)),
  ];
  const ids = (entity: string, types?: string[]) =>
    idsOf((r) => r.entity === entity && (!types || types.includes(r.type)));
  const external = idsOf(isExternal);
  const internal = idsOf((r) => r.entity === "marketplace" && !isExternal(r));
  const pick = (fr: string, en: string | null) => (language === "en" && en ? en : fr);
  const [serviceRows, moduleRows, capsuleRows, externalRows, internalRows] = await Promise.all([
    ids("service").length ? serviceNames(db, ids("service")) : [],
    ids("training", ["progress", "complete"]).length
      ? moduleTitles(db, ids("training", ["progress", "complete"]))
      : [],
    ids("learning").length ? capsuleTitles(db, ids("learning")) : [],
    external.length ? marketplaceItemNames(db, external) : [],
    internal.length ? internalItemNames(db, internal) : [],
  ]);
  const names = new Map<string, string>();
  for (const s of serviceRows) names.set(`service:${s.id}`, pick(s.name, s.nameEn));
  for (const m of moduleRows) names.set(`training:${m.id}`, pick(m.title, m.titleEn));
  for (const c of capsuleRows) names.set(`learning:${c.id}`, pick(c.title, c.titleEn));
  // Only the catalogue's own solutions have English; the others keep the name the event recorded.
  for (const i of externalRows) if (i.nameEn) names.set(`external:${i.id}`, pick(i.name, i.nameEn));
  for (const i of internalRows) if (i.nameEn) names.set(`internal:${i.id}`, pick(i.name, i.nameEn));
  for (const t of trainingTracks)
    names.set(`certify:${t.id}`, pick(t.certificateTitle, t.certificateTitleEn));
  return (r: Row) => {
    if (r.entity === "training" && r.type === "certify") return names.get(`certify:${r.entityId}`);
    if (r.entity === "marketplace")
      return names.get(`${isExternal(r) ? "external" : "internal"}:${r.entityId}`);
    return names.get(`${r.entity}:${r.entityId}`);
  };
}
