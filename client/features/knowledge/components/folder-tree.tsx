import type { KnowledgeNode } from "@shared/contracts/knowledge";
import { AlertCircle, ChevronRight, LoaderCircle, RotateCw } from "lucide-react";
import {
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { type FolderLevel, useFolders } from "../api/get-folders";
import { NodeIcon } from "./node-icon";

type TreeContextValue = {
  idPrefix: string;
  selectedId: string | null;
  tabbableId: string | null;
  expanded: ReadonlySet<string>;
  foldersOnly: boolean;
  nodes: Map<string, KnowledgeNode>;
  setFocusId: (id: string) => void;
};
const TreeContext = createContext<TreeContextValue | null>(null);

function useTree() {
  const value = useContext(TreeContext);
  if (!value) throw new Error("TreeItem outside FolderTree");
  return value;
}

const visible = (nodes: KnowledgeNode[], foldersOnly: boolean) =>
  foldersOnly ? nodes.filter((n) => n.type === "folder") : nodes;

function LevelError({ onRetry, indent }: { onRetry: () => void; indent?: number }) {
  const { t } = useTranslation(["knowledge", "common"]);
  return (
    <div
      role="alert"
      style={indent ? { paddingLeft: indent } : undefined}
      className="flex flex-wrap items-center gap-2 py-1.5 text-sm text-red-700 dark:text-red-400"
    >
      <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
      <span>{t("tree.loadError")}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t("common:retry")}
      </Button>
    </div>
  );
}

const indentOf = (level: number) => 8 + (level - 1) * 18;

/** A folder's children, fetched the first time the folder opens (`?parentId={id}`). */
function TreeGroup({ parentId, level }: { parentId: string; level: number }) {
  const { t } = useTranslation("knowledge");
  const tree = useTree();
  const { data, isLoading, isError, refetch } = useFolders({ parentId });
  const nodes = data ? visible(data, tree.foldersOnly) : [];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a tree's group (WAI-ARIA tree pattern), not a form fieldset.
    <div role="group">
      {isLoading && (
        <div style={{ paddingLeft: indentOf(level) }} className="flex items-center gap-2 py-1.5">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-primary" />
          <span className="text-sm text-muted-foreground">{t("tree.loading")}</span>
        </div>
      )}
      {isError && <LevelError onRetry={() => void refetch()} indent={indentOf(level)} />}
      {data && nodes.length === 0 && (
        <div
          style={{ paddingLeft: indentOf(level) + 22 }}
          className="py-1.5 text-sm text-muted-foreground italic"
        >
          {t("tree.emptyFolder")}
        </div>
      )}
      {nodes.map((node) => (
        <TreeItem key={node.id} node={node} level={level} />
      ))}
    </div>
  );
}

function TreeItem({ node, level }: { node: KnowledgeNode; level: number }) {
  const { t } = useTranslation("knowledge");
  const tree = useTree();
  tree.nodes.set(node.id, node);
  const expandable = node.type === "folder" && node.hasChildren;
  const open = expandable && tree.expanded.has(node.id);
  const selected = tree.selectedId === node.id;
  const labelId = `${tree.idPrefix}-label-${node.id}`;
  return (
    <div
      role="treeitem"
      aria-level={level}
      aria-expanded={expandable ? open : undefined}
      aria-selected={selected}
      aria-labelledby={labelId}
      tabIndex={tree.tabbableId === node.id ? 0 : -1}
      data-node-id={node.id}
      onFocus={(event) => {
        if (event.target === event.currentTarget) tree.setFocusId(node.id);
      }}
      className="outline-none [&:focus-visible>[data-row]]:ring-2 [&:focus-visible>[data-row]]:ring-ring"
    >
      <div
        data-row=""
        style={{ paddingLeft: indentOf(level) }}
        className={cn(
          "flex cursor-pointer items-center gap-1.5 rounded-md py-1.5 pr-2 text-sm select-none",
          selected ? "bg-accent font-medium text-accent-foreground" : "hover:bg-muted",
        )}
      >
        <ChevronRight
          aria-hidden="true"
          className={cn(
            "size-4 shrink-0 text-muted-foreground transition-transform",
            open && "rotate-90",
            !expandable && "invisible",
          )}
        />
        <NodeIcon node={node} open={open} />
        <span id={labelId} className="min-w-0 truncate" title={node.name}>
          {node.name}
          {node.textState === "recognising" && (
            <span className="sr-only"> ({t("preview.ocr.treeRecognising")})</span>
          )}
          {node.textState === "failed" && <span className="sr-only"> ({t("preview.ocr.treeFailed")})</span>}
        </span>
        {node.textState === "recognising" && (
          <LoaderCircle aria-hidden="true" className="size-3.5 shrink-0 animate-spin text-muted-foreground" />
        )}
        {node.textState === "failed" && (
          <AlertCircle aria-hidden="true" className="size-3.5 shrink-0 text-red-700 dark:text-red-400" />
        )}
      </div>
      {open && <TreeGroup parentId={node.id} level={level + 1} />}
    </div>
  );
}

/**
 * The folder tree of a category (WAI-ARIA tree): root folders from `parentId=null`, children loaded
 * when a folder opens. Arrow keys move and open/close, Home/End jump, Enter or Space selects; one
 * item is in the tab order at a time. Expansion is controlled by the caller, which can reveal a file.
 */
export function FolderTree({
  category,
  label,
  idPrefix,
  selectedId,
  onSelect,
  expanded,
  onToggle,
  foldersOnly = false,
  className,
}: {
  category: string;
  label: string;
  idPrefix: string;
  selectedId: string | null;
  onSelect: (node: KnowledgeNode) => void;
  expanded: ReadonlySet<string>;
  onToggle: (id: string, open: boolean) => void;
  foldersOnly?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("knowledge");
  const root: FolderLevel = { category, parentId: null };
  const { data, isLoading, isError, refetch } = useFolders(root);
  const [focusId, setFocusId] = useState<string | null>(null);
  const treeRef = useRef<HTMLDivElement>(null);
  const nodes = useRef(new Map<string, KnowledgeNode>()).current;
  const roots = data ? visible(data, foldersOnly) : [];
  const tabbableId = focusId ?? selectedId ?? roots[0]?.id ?? null;

  useLayoutEffect(() => {
    // The remembered item may have been hidden (a parent closed with the mouse) or deleted: keep
    // the tree reachable with Tab by falling back to its first item.
    const tree = treeRef.current;
    if (!tree || tree.querySelector('[role="treeitem"][tabindex="0"]')) return;
    tree.querySelector('[role="treeitem"]')?.setAttribute("tabindex", "0");
  });

  const activate = (node: KnowledgeNode) => {
    if (node.type === "folder" && node.hasChildren) onToggle(node.id, !expanded.has(node.id));
    onSelect(node);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest("[data-row]");
    const id = row?.closest<HTMLElement>('[role="treeitem"]')?.dataset.nodeId;
    const node = id ? nodes.get(id) : undefined;
    if (node) activate(node);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const item = event.target as HTMLElement;
    if (item.getAttribute("role") !== "treeitem" || !treeRef.current) return;
    const items = Array.from(treeRef.current.querySelectorAll<HTMLElement>('[role="treeitem"]'));
    const index = items.indexOf(item);
    const level = Number(item.getAttribute("aria-level"));
    const levelOf = (el: HTMLElement | undefined) => Number(el?.getAttribute("aria-level"));
    const state = item.getAttribute("aria-expanded");
    const id = item.dataset.nodeId ?? "";
    const focus = (el: HTMLElement | undefined) => el?.focus();
    switch (event.key) {
      case "ArrowDown":
        focus(items[index + 1]);
        break;
      case "ArrowUp":
        focus(items[index - 1]);
        break;
      case "Home":
        focus(items[0]);
        break;
      case "End":
        focus(items[items.length - 1]);
        break;
      case "ArrowRight":
        if (state === "false") onToggle(id, true);
        else if (state === "true" && levelOf(items[index + 1]) === level + 1) focus(items[index + 1]);
        break;
      case "ArrowLeft":
        if (state === "true") onToggle(id, false);
        else focus(items.slice(0, index).findLast((el) => levelOf(el) === level - 1));
        break;
      case "Enter":
      case " ": {
        const node = nodes.get(id);
        if (node) activate(node);
        break;
      }
      default:
        return;
    }
    event.preventDefault();
  };

  if (isLoading) {
    return (
      <div role="status" aria-label={t("tree.loading")} className={cn("grid gap-2 p-2", className)}>
        {[70, 55, 80, 60, 65].map((width) => (
          <Skeleton key={width} className="h-6" style={{ width: `${width}%` }} />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div className={cn("p-2", className)}>
        <LevelError onRetry={() => void refetch()} />
      </div>
    );
  }
  if (roots.length === 0) {
    return <p className={cn("p-2 text-sm text-muted-foreground", className)}>{t("tree.empty")}</p>;
  }

  return (
    <TreeContext.Provider
      value={{ idPrefix, selectedId, tabbableId, expanded, foldersOnly, nodes, setFocusId }}
    >
      <div
        ref={treeRef}
        role="tree"
        aria-label={label}
        onClick={onClick}
        onKeyDown={onKeyDown}
        className={cn("grid gap-0.5", className)}
      >
        {roots.map((node) => (
          <TreeItem key={node.id} node={node} level={1} />
        ))}
      </div>
    </TreeContext.Provider>
  );
}
