import type { Skill } from "@shared/contracts/taxonomy";
import { Plus } from "lucide-react";
import { lazy, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useDeleteSkill } from "../api/delete-skill";
import { useDeleteFlow } from "../hooks/use-delete-flow";
import { CategoryBadge } from "./category-badge";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { ItemCard } from "./item-card";
import { LazyDialog } from "./lazy-dialog";
import { SectionHeader } from "./section-header";

// Form dialogs load when first opened (see LazyDialog).
const SkillFormDialog = lazy(() =>
  import("./skill-form-dialog").then((m) => ({ default: m.SkillFormDialog })),
);

const LEVEL_VARIANT = { beginner: "success", intermediate: "info", advanced: "violet" } as const;

export function SkillsTab({ skills }: { skills: Skill[] }) {
  const { t } = useTranslation("taxonomy");
  const [editing, setEditing] = useState<Skill | "new" | null>(null);
  const remove = useDeleteFlow(
    useDeleteSkill(),
    (skill: Skill, withLinks: boolean) => ({ id: skill.id, withLinks }),
    t("toasts.skillDeleted"),
  );
  const categories = useMemo(
    () => [...new Set(skills.map((s) => s.stored.category ?? s.category))],
    [skills],
  );

  return (
    <section aria-labelledby="taxonomy-skills" className="grid gap-4">
      <SectionHeader
        id="taxonomy-skills"
        title={t("skills.title")}
        description={t("skills.description")}
        actions={
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" />
            {t("skills.new")}
          </Button>
        }
      />
      {skills.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
          {t("skills.empty")}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {skills.map((skill) => (
            <ItemCard
              key={skill.id}
              name={skill.name}
              inFrench={skill.fallback}
              descriptionInFrench={skill.descriptionFallback}
              badges={<Badge variant={LEVEL_VARIANT[skill.level]}>{t(`skillLevels.${skill.level}`)}</Badge>}
              meta={<CategoryBadge category={skill.category} fallback={skill.categoryFallback} />}
              description={skill.description}
              onEdit={() => setEditing(skill)}
              onDelete={() => remove.ask(skill)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <LazyDialog onClose={() => setEditing(null)}>
          <SkillFormDialog
            skill={editing === "new" ? undefined : editing}
            categories={categories}
            onClose={() => setEditing(null)}
          />
        </LazyDialog>
      )}
      <ConfirmDeleteDialog
        open={remove.target !== null}
        title={t("confirm.skill")}
        name={remove.target?.name ?? ""}
        pending={remove.pending}
        error={remove.error}
        onConfirm={remove.confirm}
        onClose={remove.close}
        links={remove.target ? { path: "skills", id: remove.target.id } : undefined}
      />
    </section>
  );
}
