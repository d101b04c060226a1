import { sql } from "drizzle-orm";
import type { Config } from "../../config";
import { hashPassword } from "../../modules/auth/password";
import { indexSeededAndMissing } from "../../modules/knowledge/sections";
import type { Db } from "../client";
import { rolePermissions, userRoles, users } from "../schema/auth";
import { services } from "../schema/services";
import { seedDeliverables } from "./deliverables";
import { seedInternalMarketplace } from "./internal-marketplace";
import { seedKnowledge, seedKnowledgeTree } from "./knowledge";
import { seedLearning } from "./learning";
import { seedMarketplace } from "./marketplace";
import { rolePermissionSeed } from "./permissions";
import { serviceSeed } from "./services";
import { seedTaxonomy } from "./taxonomy";
import { seedTraining } from "./training";
import { refreshed } from "./upsert";

// Any constant, other than the migrations' one.
const SEED_LOCK = 724_114;

/** Applies the reference data; safe to run at every start, from several instances at once. */
export async function seed(db: Db) {
  await db.transaction(async (tx) => {
    // Instances starting together seed one after the other (some steps insert what they did not find).
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const perms = Object.entries(rolePermissionSeed).flatMap(([role, list]) =>
      list.map((permission) => ({ role, permission })),
    );
    await tx.insert(rolePermissions).values(perms).onConflictDoNothing();
    await tx
      .insert(services)
      .values(serviceSeed)
      .onConflictDoUpdate({
        target: services.id,
        // Keep usage counts and ratings that users have changed; refresh the texts.
        set: refreshed(services, [
          "name",
          "nameEn",
          "description",
          "descriptionEn",
          "category",
          "color",
          "icon",
          "tags",
          "tagsEn",
        ]),
      });
    await seedKnowledge(tx);
    await seedKnowledgeTree(tx);
    // What the assistant retrieves: the articles and files as titled sections.
    await indexSeededAndMissing(tx);
    await seedTraining(tx);
    // Before anything that points at task types, skills or roles.
    await seedTaxonomy(tx);
    await seedMarketplace(tx);
    await seedInternalMarketplace(tx);
    // After the taxonomy: templates point at its task types.
    await seedDeliverables(tx);
    // After the taxonomy: capsules point at its skills.
    await seedLearning(tx);
  });
}

/** Creates the initial admin from ADMIN_EMAIL/ADMIN_PASSWORD, or resets its password and admin role. */
export async function ensureAdmin(db: Db, admin: NonNullable<Config["admin"]>) {
  const passwordHash = await hashPassword(admin.password);
  await db.transaction(async (tx) => {
    // One statement, so instances starting together on a new database do not both insert the admin.
    const [{ id }] = await tx
      .insert(users)
      .values({
        email: admin.email,
        passwordHash,
        firstName: "Admin",
        lastName: "Praxis",
        businessRole: "admin",
      })
      .onConflictDoUpdate({ target: users.email, set: { passwordHash } })
      .returning({ id: users.id });
    await tx
      .insert(userRoles)
      .values([
        { userId: id, role: "user", businessRole: "admin" },
        { userId: id, role: "admin", businessRole: "admin" },
      ])
      .onConflictDoNothing();
  });
}
