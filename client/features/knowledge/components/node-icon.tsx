import type { KnowledgeNode } from "@shared/contracts/knowledge";
import { FileCode, FileImage, FileText, FileType, Folder, FolderOpen } from "lucide-react";
import { cn } from "@/lib/cn";

const FILE_ICONS = {
  markdown: { icon: FileText, tone: "text-slate-600 dark:text-slate-300" },
  html: { icon: FileCode, tone: "text-orange-700 dark:text-orange-300" },
  pdf: { icon: FileType, tone: "text-red-700 dark:text-red-300" },
  docx: { icon: FileText, tone: "text-blue-700 dark:text-blue-300" },
  text: { icon: FileText, tone: "text-slate-600 dark:text-slate-300" },
  image: { icon: FileImage, tone: "text-emerald-700 dark:text-emerald-300" },
} as const;

export function NodeIcon({
  node,
  open = false,
  size = "sm",
}: {
  node: Pick<KnowledgeNode, "type" | "fileType">;
  open?: boolean;
  /** "lg" beside a heading (the preview's title). */
  size?: "sm" | "lg";
}) {
  const sizeClass = size === "lg" ? "size-5" : "size-4";
  if (node.type === "folder") {
    const Icon = open ? FolderOpen : Folder;
    return (
      <Icon aria-hidden="true" className={cn(sizeClass, "shrink-0 text-amber-600 dark:text-amber-400")} />
    );
  }
  const { icon: Icon, tone } = FILE_ICONS[node.fileType ?? "markdown"];
  return <Icon aria-hidden="true" className={cn(sizeClass, "shrink-0", tone)} />;
}
