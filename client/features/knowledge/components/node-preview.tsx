import type { KnowledgeNode, KnowledgeNodeDetail } from "@shared/contracts/knowledge";
import { AlertCircle, Download, ExternalLink, FolderPlus, Pencil, Trash2, Upload } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorStatus } from "@/lib/api-errors";
import { useFolders } from "../api/get-folders";
import { useNode } from "../api/get-node";
import { useRawText } from "../api/get-raw-file";
import { MarkdownContent } from "./markdown-content";
import { NodeIcon } from "./node-icon";
import { SanitizedHtml } from "./sanitized-html";

function useFormatSize() {
  const { t, i18n } = useTranslation("knowledge");
  return (bytes: number) => {
    const number = (value: number, digits: number) =>
      new Intl.NumberFormat(i18n.language === "en" ? "en-GB" : "fr-FR", {
        maximumFractionDigits: digits,
      }).format(value);
    if (bytes < 1024) return t("preview.sizes.bytes", { value: number(bytes, 0) });
    if (bytes < 1024 * 1024) return t("preview.sizes.kilobytes", { value: number(bytes / 1024, 1) });
    return t("preview.sizes.megabytes", { value: number(bytes / 1024 / 1024, 1) });
  };
}

/** HTML from the original file (sanitised); the indexed text stands in if the original cannot be read. */
function HtmlFile({ file }: { file: KnowledgeNodeDetail }) {
  const { t } = useTranslation("knowledge");
  const source = useRawText(file.rawUrl);
  if (source.data !== undefined) return <SanitizedHtml html={source.data} />;
  if (source.isLoading) {
    return (
      <div role="status" aria-label={t("preview.loading")} className="grid gap-2">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    );
  }
  return <p className="text-sm whitespace-pre-wrap">{file.content || t("preview.noContent")}</p>;
}

/** The file itself, each type rendered for real: Markdown, sanitised HTML, the browser's PDF viewer, Word as HTML. */
function FileBody({ file }: { file: KnowledgeNodeDetail }) {
  const { t } = useTranslation("knowledge");
  switch (file.fileType) {
    case "pdf":
      return file.rawUrl ? (
        <iframe
          src={file.rawUrl}
          title={t("preview.pdfTitle", { name: file.name })}
          className="h-[70vh] min-h-96 w-full rounded-lg border bg-white"
        />
      ) : (
        <pre className="text-sm whitespace-pre-wrap">{file.content || t("preview.noContent")}</pre>
      );
    case "docx":
      return file.html ? (
        <SanitizedHtml html={file.html} />
      ) : (
        <pre className="text-sm whitespace-pre-wrap">{file.content || t("preview.noContent")}</pre>
      );
    case "html":
      return <HtmlFile file={file} />;
    default:
      return file.content.trim() ? (
        <MarkdownContent source={file.content} />
      ) : (
        <p className="text-sm text-muted-foreground">{t("preview.noContent")}</p>
      );
  }
}

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

export type NodeActions = {
  onRename: (node: KnowledgeNode) => void;
  onDelete: (node: KnowledgeNode) => void;
  onNewFolder: (parent: KnowledgeNode) => void;
  onUploadHere: (parent: KnowledgeNode) => void;
};

function FolderSummary({ folder, actions }: { folder: KnowledgeNodeDetail; actions: NodeActions }) {
  const { t } = useTranslation("knowledge");
  const children = useFolders({ parentId: folder.id });
  return (
    <div className="grid gap-4">
      {children.data && (
        <p className="text-sm text-muted-foreground">
          {children.data.length === 0
            ? t("preview.folderEmpty")
            : t("preview.folderItems", { count: children.data.length })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => actions.onUploadHere(folder)}>
          <Upload aria-hidden="true" />
          {t("preview.uploadHere")}
        </Button>
        <Button variant="outline" size="sm" onClick={() => actions.onNewFolder(folder)}>
          <FolderPlus aria-hidden="true" />
          {t("preview.newFolder")}
        </Button>
      </div>
    </div>
  );
}

/** The selected node: a file's name, type, path and content, or a folder's summary and actions. */
export function NodePreview({ nodeId, actions }: { nodeId: string | null; actions: NodeActions }) {
  const { t } = useTranslation(["knowledge", "common"]);
  const headingId = useId();
  const formatSize = useFormatSize();
  const { data: node, isLoading, isError, error } = useNode(nodeId);

  if (!nodeId) {
    return (
      <div className="flex min-h-60 items-center justify-center rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
        {t("preview.placeholder")}
      </div>
    );
  }
  if (isLoading) {
    return (
      <div role="status" aria-label={t("preview.loading")} className="grid gap-3 rounded-xl border p-5">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="mt-3 h-48 w-full" />
      </div>
    );
  }
  if (isError || !node) {
    return (
      <p
        role="alert"
        className="flex items-center gap-2 rounded-xl border p-5 text-sm text-red-700 dark:text-red-400"
      >
        <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
        {errorStatus(error) === 404 ? t("reader.notFound") : t("preview.loadError")}
      </p>
    );
  }

  const isFile = node.type === "file";
  const typeLabel = t(`preview.types.${isFile ? (node.fileType ?? "markdown") : "folder"}`);
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-4 rounded-xl border bg-card p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          <NodeIcon node={node} size="lg" />
          <h3 id={headingId} className="min-w-0 text-lg leading-tight font-semibold break-words">
            {node.name}
          </h3>
          <Badge variant="outline">{typeLabel}</Badge>
        </div>
        <div className="flex flex-wrap gap-2">
          {isFile && node.rawUrl && (
            <>
              <Button asChild variant="outline" size="sm">
                <a href={node.rawUrl} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" />
                  {t("preview.open")}
                </a>
              </Button>
              <Button asChild variant="outline" size="sm">
                <a href={node.rawUrl} download={node.name}>
                  <Download aria-hidden="true" />
                  {t("preview.download")}
                </a>
              </Button>
            </>
          )}
          {node.canEdit && (
            <>
              <Button variant="outline" size="sm" onClick={() => actions.onRename(node)}>
                <Pencil aria-hidden="true" />
                {t("preview.rename")}
              </Button>
              <Button variant="outline" size="sm" onClick={() => actions.onDelete(node)}>
                <Trash2 aria-hidden="true" />
                {t("preview.delete")}
              </Button>
            </>
          )}
        </div>
      </div>
      <dl className="grid gap-3 rounded-lg bg-muted/60 p-3 sm:grid-cols-[auto_1fr_auto] sm:gap-x-6">
        <Meta label={t("preview.type")}>{typeLabel}</Meta>
        <Meta label={t("preview.path")}>
          <code className="text-[13px]">{node.path}</code>
        </Meta>
        {isFile && <Meta label={t("preview.size")}>{formatSize(node.size)}</Meta>}
      </dl>
      {isFile ? (
        <div className="grid gap-2">
          <h4 className="sr-only">{t("preview.content")}</h4>
          {node.partiallyIndexed && (
            <p role="note" className="rounded-lg border bg-muted/60 p-3 text-sm">
              {t("preview.partiallyIndexed")}
            </p>
          )}
          <div className="rounded-lg border bg-background p-4 sm:p-5">
            <FileBody file={node} />
          </div>
        </div>
      ) : (
        <FolderSummary folder={node} actions={actions} />
      )}
    </section>
  );
}
