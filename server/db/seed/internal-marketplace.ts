import { createHash, randomBytes } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { frenchTypography } from "../../../shared/i18n/typography";
import { hashPassword } from "../../modules/auth/password";
import type { Db } from "../client";
import { userRoles, users } from "../schema/auth";
import { communities, communityMembers, internalItems } from "../schema/internal-marketplace";
import {
  communities as communitySeed,
  internalItems as itemSeed,
  internalReviews as reviewSeed,
} from "./content/marketplace";
import { communitiesEn, internalItemsEn, subcategoriesEn } from "./content/marketplace-en";
import { refreshed } from "./upsert";

const DAY_MS = 24 * 3_600_000;
export const COLLEAGUE_DOMAIN = "praxis-demo.fr";

/** Departments of the colleagues who review but have not published (authors carry theirs). */
const REVIEWER_DEPARTMENTS: Record<string, string> = {
  "Karim Benali": "Direction des Risques",
  "Léa Garnier": "Direction des Risques",
  "Sophie Lemaire": "Direction Commerciale Entreprises",
  "Hélène Marchand": "Direction de la Conformité",
  "Mélanie Robin": "Back-office Leasing",
};

/** Who belongs to which community: real member rows, so counts and 'Contributeurs' are true. */
const MEMBERS: Record<string, string[]> = {
  "communaute-alfa": [
    "Antoine Chevalier",
    "Sarah Nguyen",
    "Lucas Martin",
    "Yann Le Goff",
    "Maxime Lefort",
    "Mélanie Robin",
    "Claire Fournier",
  ],
  "data-scoring": ["Inès Morel", "Maxime Lefort", "Karim Benali", "Camille Petit", "Léa Garnier"],
  "pmo-leasing": ["Élodie Bernard", "Romain Dubois", "Claire Fournier", "Yann Le Goff", "Hélène Marchand"],
  "reglementation-conformite": ["Thomas Girard", "Sophie Lemaire", "Nadia Haddad", "Hélène Marchand"],
  "club-analystes-credit": [
    "Camille Petit",
    "Julien Roux",
    "Karim Benali",
    "Léa Garnier",
    "Sophie Lemaire",
    "Nadia Haddad",
  ],
  "mobilite-captives": ["Julien Roux", "Maxime Lefort", "Mélanie Robin", "Sarah Nguyen"],
  "ia-generative": [
    "Julien Roux",
    "Nadia Haddad",
    "Romain Dubois",
    "Antoine Chevalier",
    "Lucas Martin",
    "Inès Morel",
    "Élodie Bernard",
    "Camille Petit",
  ],
};

const plain = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** prenom.nom@praxis-demo.fr */
export function colleagueEmail(fullName: string) {
  const [first, ...rest] = fullName.split(" ");
  return `${plain(first)}.${plain(rest.join(" "))}@${COLLEAGUE_DOMAIN}`;
}

const TYPE_LABELS: Record<string, string> = {
  bundle: "Bundle",
  microservice: "Microservice",
  template: "Template",
  agent: "Agent IA",
};

/**
 * The artefact of a seeded solution: a small Markdown guide written from its catalogue entry, stored
 * in the database like a contributed file, so "Télécharger" gives a real document.
 */
export function seededArtefact(item: (typeof itemSeed)[number]) {
  const lines = [
    `# ${item.name}`,
    "",
    `Version ${item.version} · ${TYPE_LABELS[item.type] ?? item.type}${item.subcategory ? ` · ${item.subcategory}` : ""}`,
    "",
    `Auteur\u202f: ${item.authorName}${item.authorDepartment ? ` (${item.authorDepartment})` : ""}`,
    "",
    "## Description",
    "",
    frenchTypography(item.description),
    "",
    "## Étiquettes",
    "",
    ...item.tags.map((tag) => `- ${tag}`),
    "",
    "## Mise en route",
    "",
    "1. Lisez la description et vérifiez que la solution répond à votre besoin.",
    "2. Adaptez les paramètres à votre contexte (produit, périmètre, données).",
    `3. Pour toute question, contactez ${item.authorName} ou la communauté concernée.`,
    "",
  ];
  return { fileName: `${item.id}-${item.version}.md`, fileData: Buffer.from(lines.join("\n"), "utf8") };
}

/** A stable pseudo-random number in [0, 1) for a key, so every seeded database looks the same. */
const unit = (key: string) => createHash("sha256").update(key).digest().readUInt32BE(0) / 2 ** 32;

/**
 * The colleagues behind the seeded solutions and reviews: real accounts (no one can sign in with
 * them: their password is random and never kept), created once.
 */
async function seedColleagues(db: Db) {
  const departments = new Map<string, string>();
  for (const item of itemSeed) {
    if (!departments.get(item.authorName)) departments.set(item.authorName, item.authorDepartment ?? "");
  }
  for (const r of reviewSeed) {
    if (!departments.has(r.authorName))
      departments.set(r.authorName, REVIEWER_DEPARTMENTS[r.authorName] ?? "");
  }
  const people = [...departments].map(([name, department]) => ({
    name,
    email: colleagueEmail(name),
    department,
  }));
  const emails = people.map((p) => p.email);
  const existing = new Set(
    (await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map(
      (r) => r.email,
    ),
  );
  const missing = people.filter((p) => !existing.has(p.email));
  if (missing.length) {
    // One hash of bytes nobody keeps: the accounts exist for authorship and memberships only.
    const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
    await db
      .insert(users)
      .values(
        missing.map((p) => {
          const [firstName, ...rest] = p.name.split(" ");
          return {
            email: p.email,
            passwordHash,
            firstName,
            lastName: rest.join(" "),
            department: p.department,
            businessRole: "consultant",
          };
        }),
      )
      .onConflictDoNothing({ target: users.email });
  }
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idByEmail = new Map(rows.map((r) => [r.email, r.id]));
  await db
    .insert(userRoles)
    .values(rows.map((r) => ({ userId: r.id, role: "user", businessRole: "consultant" })))
    .onConflictDoNothing();
  return new Map(people.map((p) => [p.name, idByEmail.get(p.email)!]));
}

/**
 * The collaborative marketplace: colleagues' accounts, their solutions (texts refreshed, status and
 * counters kept), the communities and who belongs to them, the catalogue's reviews, and the
 * colleagues' downloads as real rows (reviewers always downloaded what they reviewed).
 */
export async function seedInternalMarketplace(db: Db) {
  const colleagues = await seedColleagues(db);
  const now = Date.now();

  await db
    .insert(internalItems)
    .values(
      itemSeed.map((item, i) => ({
        id: item.id,
        name: item.name,
        // The content is written with plain spaces; French typography is applied as it is stored.
        description: frenchTypography(item.description),
        type: item.type,
        category: item.category,
        subcategory: item.subcategory ?? null,
        subcategoryEn: item.subcategory ? (subcategoriesEn[item.subcategory] ?? null) : null,
        nameEn: internalItemsEn[item.id]?.name ?? null,
        descriptionEn: internalItemsEn[item.id]?.description ?? null,
        tagsEn: internalItemsEn[item.id]?.tags ?? null,
        tags: item.tags,
        authorName: item.authorName,
        authorDepartment: item.authorDepartment ?? null,
        authorId: colleagues.get(item.authorName) ?? null,
        version: item.version,
        featured: item.featured,
        artefactUrl: null,
        ...seededArtefact(item),
        status: "approved",
        createdAt: new Date(now - (20 + i * 11) * DAY_MS),
        updatedAt: new Date(now - (3 + i * 4) * DAY_MS),
      })),
    )
    .onConflictDoUpdate({
      target: internalItems.id,
      set: refreshed(internalItems, [
        "name",
        "description",
        "type",
        "category",
        "subcategory",
        "subcategoryEn",
        "nameEn",
        "descriptionEn",
        "tagsEn",
        "tags",
        "authorName",
        "authorDepartment",
        "authorId",
        "version",
        "featured",
        "artefactUrl",
        "fileName",
        "fileData",
      ]),
    });

  await db
    .insert(communities)
    .values(
      communitySeed.map((c) => ({
        id: c.id,
        name: c.name,
        description: c.description ? frenchTypography(c.description) : null,
        nameEn: communitiesEn[c.id]?.name ?? null,
        descriptionEn: communitiesEn[c.id]?.description ?? null,
        type: c.type,
      })),
    )
    .onConflictDoUpdate({
      target: communities.id,
      set: refreshed(communities, ["name", "description", "nameEn", "descriptionEn", "type"]),
    });
  const memberships = Object.entries(MEMBERS).flatMap(([communityId, names]) =>
    names.map((name) => ({ communityId, userId: colleagues.get(name)! })),
  );
  await db.insert(communityMembers).values(memberships).onConflictDoNothing();

  // Seeded reviews carry no user id (they came with the catalogue): insert the missing ones only.
  const reviewDays = reviewSeed.map((r) => Math.floor(2 + unit(`${r.itemId}/${r.authorName}/review`) * 80));
  await db.execute(sql`
    insert into internal_reviews (item_id, author_name, rating, comment, created_at, updated_at)
    select s.item_id, s.author_name, s.rating, s.comment, now() - s.days * interval '1 day', now() - s.days * interval '1 day'
    from unnest(
      ${sql.param(reviewSeed.map((r) => r.itemId))}::text[],
      ${sql.param(reviewSeed.map((r) => r.authorName))}::text[],
      ${sql.param(reviewSeed.map((r) => r.rating))}::int[],
      ${sql.param(reviewSeed.map((r) => r.comment))}::text[],
      ${sql.param(reviewDays)}::int[]
    ) as s(item_id, author_name, rating, comment, days)
    where not exists (
      select 1 from internal_reviews r
      where r.item_id = s.item_id and r.author_name = s.author_name and r.user_id is null
    )`);

  // Who downloaded what: reviewers, plus a stable share of the other colleagues (more for featured).
  const reviewed = new Set(reviewSeed.map((r) => `${r.itemId}/${r.authorName}`));
  const downloads: { itemId: string; userId: string; days: number }[] = [];
  for (const item of itemSeed) {
    for (const [name, userId] of colleagues) {
      if (name === item.authorName) continue;
      const key = `${item.id}/${name}`;
      const share = item.featured ? 0.7 : 0.4;
      if (reviewed.has(key) || unit(key) < share) {
        downloads.push({ itemId: item.id, userId, days: Math.floor(3 + unit(`${key}/day`) * 120) });
      }
    }
  }
  await db.execute(sql`
    insert into internal_downloads (item_id, user_id, created_at)
    select s.item_id, s.user_id, now() - s.days * interval '1 day'
    from unnest(
      ${sql.param(downloads.map((d) => d.itemId))}::text[],
      ${sql.param(downloads.map((d) => d.userId))}::uuid[],
      ${sql.param(downloads.map((d) => d.days))}::int[]
    ) as s(item_id, user_id, days)
    on conflict (item_id, user_id) do nothing`);
  // The counter is the number of recorded downloads.
  await db.execute(sql`
    update internal_items i
    set downloads = (select count(*) from internal_downloads d where d.item_id = i.id)
    where i.id = any(${sql.param(itemSeed.map((item) => item.id))}::text[])`);
}
