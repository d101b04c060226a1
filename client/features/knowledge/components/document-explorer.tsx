import type { KnowledgeNode } from "@shared/contracts/knowledge";
import { FolderTree as FolderTreeIcon } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import { TREE_CATEGORY } from "../constants";
import { useRevealNode } from "../hooks/use-reveal-node";
import { FolderTree } from "./folder-tree";
import type { NodeActions } from "./node-preview";
import { SectionHeading } from "./section-heading";

// The preview (and the HTML sanitiser its documents need) loads with the tree, not with every
// category's page.
const NodePreview = lazy(() => import("./node-preview").then((m) => ({ default: m.NodePreview })));

/** The folder tree of 'Progiciels & Solutions' beside the preview of what is selected in it. */
/** What the explorer shows: open folders and the selected folder (a file's selection is in the URL). */
export function useExplorerState() {
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [folderId, setFolderId] = useState<string | null>(null);
  const toggle = useCallback((id: string, open: boolean) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const reveal = useCallback((ids: string[]) => {
    setExpanded((prev) => new Set([...prev, ...ids]));
  }, []);
  return { expanded, toggle, reveal, folderId, setFolderId };
}
export type ExplorerState = ReturnType<typeof useExplorerState>;

export function DocumentExplorer({
  state,
  fileId,
  onOpenFile,
  onCloseFile,
  actions,
}: {
  state: ExplorerState;
  /** The file shown (from the URL's `file`). */
  fileId: string | null;
  onOpenFile: (id: string) => void;
  onCloseFile: () => void;
  actions: NodeActions;
}) {
  const { t } = useTranslation("knowledge");
  const { expanded, toggle, reveal, folderId, setFolderId } = state;
  const previewRef = useRef<HTMLElement>(null);
  const selectedId = fileId ?? folderId;
  useRevealNode(fileId, reveal);

  useEffect(() => {
    // A file opened from a link or a search result may be far down the page: bring it into view.
    if (fileId) previewRef.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [fileId]);

  const select = (node: KnowledgeNode) => {
    if (node.type === "file") {
      setFolderId(null);
      onOpenFile(node.id);
    } else {
      setFolderId(node.id);
      if (fileId) onCloseFile();
    }
  };

  return (
    <section aria-labelledby="knowledge-documents" className="grid scroll-mt-20 gap-4">
      <SectionHeading
        id="knowledge-documents"
        icon={FolderTreeIcon}
        title={t("tree.title")}
        description={t("tree.description")}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 xl:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="rounded-xl border bg-card p-2 shadow-sm xl:sticky xl:top-20 xl:max-h-[calc(100dvh-6rem)] xl:overflow-y-auto">
          <FolderTree
            category={TREE_CATEGORY}
            label={t("tree.label")}
            idPrefix="knowledge-tree"
            selectedId={selectedId}
            onSelect={select}
            expanded={expanded}
            onToggle={toggle}
          />
        </div>
        <section ref={previewRef} className="min-w-0 scroll-mt-20" aria-label={t("preview.label")}>
          <Suspense fallback={<Skeleton radius="xl" className="h-64" />}>
            <NodePreview nodeId={selectedId} actions={actions} />
          </Suspense>
        </section>
      </div>
    </section>
  );
}
