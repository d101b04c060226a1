import type { TaxonomyMatrix } from "@shared/contracts/taxonomy";
import { Plus, Trash2 } from "lucide-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { LinkKind } from "../api/create-link";
import { useDeleteLink } from "../api/delete-link";
import { useDeleteFlow } from "../hooks/use-delete-flow";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { LazyDialog } from "./lazy-dialog";

// Form dialogs load when first opened (see LazyDialog).
const LinkDialog = lazy(() => import("./link-dialog").then((m) => ({ default: m.LinkDialog })));

type Row = { id: string; from: string; to: string; score: number };

/** The three association lists of the Matrice tab, each with its add and delete buttons. */
export function MatrixTab({ matrix }: { matrix: TaxonomyMatrix }) {
  const { t } = useTranslation("taxonomy");
  const [adding, setAdding] = useState<LinkKind | null>(null);
  const remove = useDeleteFlow(
    useDeleteLink(),
    (target: Row & { kind: LinkKind }) => ({ kind: target.kind, id: target.id }),
    t("toasts.linkDeleted"),
  );

  const lists: { kind: LinkKind; title: string; description: string; scoreLabel: string; rows: Row[] }[] = [
    {
      kind: "roleTask",
      title: t("matrix.roleTasks"),
      description: t("matrix.roleTasksDescription"),
      scoreLabel: t("matrix.proficiencyRequired"),
      rows: matrix.roleTasks.map((l) => ({
        id: l.id,
        from: l.roleName,
        to: l.taskName,
        score: l.proficiencyRequired,
      })),
    },
    {
      kind: "taskSkill",
      title: t("matrix.taskSkills"),
      description: t("matrix.taskSkillsDescription"),
      scoreLabel: t("matrix.importance"),
      rows: matrix.taskSkills.map((l) => ({
        id: l.id,
        from: l.taskName,
        to: l.skillName,
        score: l.importance,
      })),
    },
    {
      kind: "roleSkill",
      title: t("matrix.roleSkills"),
      description: t("matrix.roleSkillsDescription"),
      scoreLabel: t("matrix.expectedLevel"),
      rows: matrix.roleSkills.map((l) => ({
        id: l.id,
        from: l.roleName,
        to: l.skillName,
        score: l.expectedLevel,
      })),
    },
  ];

  return (
    <section aria-label={t("tabs.matrix")} className="grid gap-6 xl:grid-cols-3">
      {lists.map(({ kind, title, description, scoreLabel, rows }) => (
        <Card key={kind} className="min-w-0">
          <CardHeader layout="custom" className="flex-wrap items-start justify-between gap-3">
            <div className="grid gap-1.5">
              <CardTitle id={`matrix-${kind}`}>{title}</CardTitle>
              <CardDescription>{description}</CardDescription>
            </div>
            <Button
              size="sm"
              onClick={() => setAdding(kind)}
              aria-label={t("matrix.addLabel", { kind: title })}
            >
              <Plus aria-hidden="true" />
              {t("matrix.add")}
            </Button>
          </CardHeader>
          <CardContent>
            {rows.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("matrix.empty")}</p>
            ) : (
              <ul
                aria-labelledby={`matrix-${kind}`}
                className="-mx-2 grid max-h-[32rem] gap-1 overflow-y-auto px-2 py-1"
              >
                {rows.map((row) => (
                  <li key={row.id} className="flex items-start gap-2 rounded-lg border px-3 py-2 text-sm">
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">
                        {row.from} → {row.to}
                      </p>
                      <Badge variant="secondary" className="mt-1">
                        {t("matrix.score", { label: scoreLabel, value: row.score })}
                      </Badge>
                    </div>
                    <Button
                      variant="ghost-destructive"
                      size="icon-sm"
                      onClick={() => remove.ask({ ...row, kind })}
                      aria-label={t("matrix.delete", { from: row.from, to: row.to })}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      ))}
      {adding && (
        <LazyDialog onClose={() => setAdding(null)}>
          <LinkDialog kind={adding} matrix={matrix} onClose={() => setAdding(null)} />
        </LazyDialog>
      )}
      <ConfirmDeleteDialog
        open={remove.target !== null}
        title={t("confirm.link")}
        name={remove.target ? `${remove.target.from} → ${remove.target.to}` : ""}
        pending={remove.pending}
        error={remove.error}
        onConfirm={remove.confirm}
        onClose={remove.close}
      />
    </section>
  );
}
