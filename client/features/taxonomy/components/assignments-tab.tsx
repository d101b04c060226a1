import type { Role, UserAssignment } from "@shared/contracts/taxonomy";
import { FileUp, Trash2, UserPlus } from "lucide-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { useDeleteAssignment } from "../api/delete-assignment";
import { useAssignments } from "../api/get-assignments";
import { useDeleteFlow } from "../hooks/use-delete-flow";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { LazyDialog } from "./lazy-dialog";
import { SectionHeader } from "./section-header";

// Form dialogs load when first opened (see LazyDialog).
const AssignmentDialog = lazy(() =>
  import("./assignment-dialog").then((m) => ({ default: m.AssignmentDialog })),
);
const ImportAssignmentsDialog = lazy(() =>
  import("./import-assignments-dialog").then((m) => ({ default: m.ImportAssignmentsDialog })),
);

const COLUMNS = ["email", "role", "assignedBy", "assignedAt", "status", "actions"] as const;

/** Assignations: who holds which role, since when and whether it is still in force. */
export function AssignmentsTab({ roles, adminEmail }: { roles: Role[]; adminEmail: string }) {
  const { t } = useTranslation("taxonomy");
  const query = useAssignments();
  const [dialog, setDialog] = useState<"assign" | "import" | null>(null);
  const remove = useDeleteFlow(
    useDeleteAssignment(),
    (a: UserAssignment) => a.id,
    t("toasts.assignmentDeleted"),
  );
  // Spec: the role's name, or its id when the role is unknown.
  const roleName = (a: UserAssignment) =>
    a.roleName ?? roles.find((r) => r.id === a.roleId)?.name ?? a.roleId;

  return (
    <section aria-labelledby="taxonomy-assignments" className="grid gap-4">
      <SectionHeader
        id="taxonomy-assignments"
        title={t("assignments.title")}
        description={t("assignments.description")}
        actions={
          <>
            <Button variant="outline" onClick={() => setDialog("import")}>
              <FileUp aria-hidden="true" />
              {t("assignments.import")}
            </Button>
            <Button onClick={() => setDialog("assign")}>
              <UserPlus aria-hidden="true" />
              {t("assignments.assign")}
            </Button>
          </>
        }
      />
      {query.isLoading ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{t("loading")}</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : query.isError || !query.data ? (
        <LoadError message={t("loadError")} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
          {t("assignments.empty")}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-card shadow-xs">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">{t("assignments.tableCaption")}</caption>
            <thead className="border-b bg-muted/60">
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={
                      column === "actions" ? "px-4 py-3 text-right font-medium" : "px-4 py-3 font-medium"
                    }
                  >
                    {t(`assignments.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {query.data.map((a) => (
                <tr key={a.id} className="border-b last:border-b-0">
                  <td className="px-4 py-3 font-medium break-all">{a.email}</td>
                  <td className="px-4 py-3">{roleName(a)}</td>
                  <td className="px-4 py-3 break-all">{a.assignedBy}</td>
                  <td className="px-4 py-3 tabular-nums">
                    {a.assignedAt ? formatDate(a.assignedAt) : t("assignments.na")}
                  </td>
                  <td className="px-4 py-3">
                    <div className="grid gap-1">
                      <Badge variant={a.isActive ? "success" : "secondary"}>
                        {a.isActive ? t("assignments.active") : t("assignments.inactive")}
                      </Badge>
                      {a.pending && (
                        <span className="text-xs text-muted-foreground">{t("assignments.pending")}</span>
                      )}
                      {a.expiresAt && (
                        <span className="text-xs text-muted-foreground">
                          {t("assignments.expires", { date: formatDate(a.expiresAt) })}
                        </span>
                      )}
                    </div>
                  </td>
                  <td className="px-4 py-3 text-right">
                    <Button
                      variant="ghost-destructive"
                      size="icon-sm"
                      onClick={() => remove.ask(a)}
                      aria-label={t("assignments.delete", { email: a.email })}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialog && (
        <LazyDialog onClose={() => setDialog(null)}>
          {dialog === "assign" ? (
            <AssignmentDialog roles={roles} adminEmail={adminEmail} onClose={() => setDialog(null)} />
          ) : (
            <ImportAssignmentsDialog onClose={() => setDialog(null)} />
          )}
        </LazyDialog>
      )}
      <ConfirmDeleteDialog
        open={remove.target !== null}
        title={t("confirm.assignment")}
        name={remove.target ? `${remove.target.email} → ${roleName(remove.target)}` : ""}
        pending={remove.pending}
        error={remove.error}
        onConfirm={remove.confirm}
        onClose={remove.close}
      />
    </section>
  );
}
