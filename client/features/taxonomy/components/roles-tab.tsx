import type { Role } from "@shared/contracts/taxonomy";
import { Plus } from "lucide-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useDeleteRole } from "../api/delete-role";
import { useDeleteFlow } from "../hooks/use-delete-flow";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { ItemCard } from "./item-card";
import { LazyDialog } from "./lazy-dialog";
import { SectionHeader } from "./section-header";

// Form dialogs load when first opened (see LazyDialog).
const RoleFormDialog = lazy(() => import("./role-form-dialog").then((m) => ({ default: m.RoleFormDialog })));

export function RolesTab({ roles }: { roles: Role[] }) {
  const { t } = useTranslation("taxonomy");
  const [editing, setEditing] = useState<Role | "new" | null>(null);
  const remove = useDeleteFlow(
    useDeleteRole(),
    (role: Role, withLinks: boolean) => ({ id: role.id, withLinks }),
    t("toasts.roleDeleted"),
  );

  return (
    <section aria-labelledby="taxonomy-roles" className="grid gap-4">
      <SectionHeader
        id="taxonomy-roles"
        title={t("roles.title")}
        description={t("roles.description")}
        actions={
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" />
            {t("roles.new")}
          </Button>
        }
      />
      {roles.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
          {t("roles.empty")}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {roles.map((role) => (
            <ItemCard
              key={role.id}
              name={role.name}
              inFrench={role.fallback}
              descriptionInFrench={role.descriptionFallback}
              badges={
                <>
                  <Badge variant="info">{t("levelBadge", { level: role.level })}</Badge>
                  <Badge variant="outline">{t(`roleLevels.${role.level}`, { defaultValue: "" })}</Badge>
                </>
              }
              description={role.description}
              onEdit={() => setEditing(role)}
              onDelete={() => remove.ask(role)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <LazyDialog onClose={() => setEditing(null)}>
          <RoleFormDialog role={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />
        </LazyDialog>
      )}
      <ConfirmDeleteDialog
        open={remove.target !== null}
        title={t("confirm.role")}
        name={remove.target?.name ?? ""}
        pending={remove.pending}
        error={remove.error}
        onConfirm={remove.confirm}
        onClose={remove.close}
        links={remove.target ? { path: "roles", id: remove.target.id } : undefined}
      />
    </section>
  );
}
