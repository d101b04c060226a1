import type { KnowledgeNode } from "@shared/contracts/knowledge";
import { Home } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { TREE_CATEGORY } from "../constants";
import { FolderTree } from "./folder-tree";

export type Destination = { id: string; path: string } | null;

/** Chooses the folder a file or a new folder goes into: the root, or any folder of the tree. */
export function DestinationPicker({
  idPrefix,
  label,
  value,
  onChange,
}: {
  idPrefix: string;
  label: string;
  value: Destination;
  onChange: (value: Destination) => void;
}) {
  const { t } = useTranslation("knowledge");
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const labelId = `${idPrefix}-label`;
  return (
    <fieldset className="grid gap-2" aria-describedby={`${idPrefix}-chosen`}>
      <legend id={labelId} className="mb-2 text-sm font-medium">
        {label}
      </legend>
      <p id={`${idPrefix}-chosen`} className="text-xs text-muted-foreground">
        {t("upload.chosen", { path: value?.path ?? `/ (${t("upload.root")})` })}
      </p>
      <div className="max-h-56 overflow-y-auto rounded-md border bg-background p-1.5">
        <button
          type="button"
          aria-pressed={value === null}
          onClick={() => onChange(null)}
          className={cn(
            "mb-0.5 flex w-full items-center gap-1.5 rounded-md px-2 py-1.5 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring",
            value === null ? "bg-accent font-medium text-accent-foreground" : "hover:bg-muted",
          )}
        >
          <Home aria-hidden="true" className="size-4 text-muted-foreground" />
          {t("upload.root")}
        </button>
        <FolderTree
          category={TREE_CATEGORY}
          label={label}
          idPrefix={idPrefix}
          foldersOnly
          selectedId={value?.id ?? null}
          onSelect={(node: KnowledgeNode) => onChange({ id: node.id, path: node.path })}
          expanded={expanded}
          onToggle={(id, open) =>
            setExpanded((prev) => {
              const next = new Set(prev);
              if (open) next.add(id);
              else next.delete(id);
              return next;
            })
          }
        />
      </div>
      <p className="text-xs text-muted-foreground">{t("upload.destinationHint")}</p>
    </fieldset>
  );
}
