import { eq, sql } from "drizzle-orm";
import type { Config } from "../../config";
import { hashPassword } from "../../modules/auth/password";
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

/** Applies the reference data; safe to run at every start. */
export async function seed(db: Db) {
  await db.transaction(async (tx) => {
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
        set: {
          name: sql`excluded.name`,
          nameEn: sql`excluded.name_en`,
          description: sql`excluded.description`,
          descriptionEn: sql`excluded.description_en`,
          category: sql`excluded.category`,
          color: sql`excluded.color`,
          icon: sql`excluded.icon`,
          tags: sql`excluded.tags`,
        },
      });
    await seedKnowledge(tx);
    await seedKnowledgeTree(tx);
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
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, admin.email));
    const id =
      existing?.id ??
      (
        await tx
          .insert(users)
          .values({
            email: admin.email,
            passwordHash,
            firstName: "Admin",
            lastName: "Praxis",
            businessRole: "admin",
          })
          .returning({ id: users.id })
      )[0].id;
    if (existing) await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
    await tx
      .insert(userRoles)
      .values([
        { userId: id, role: "user", businessRole: "admin" },
        { userId: id, role: "admin", businessRole: "admin" },
      ])
      .onConflictDoNothing();
  });
}
