import type { KnowledgeNode, KnowledgeNodeDetail } from "@shared/contracts/knowledge";
import {
  AlertCircle,
  Download,
  ExternalLink,
  FolderPlus,
  LoaderCircle,
  Pencil,
  RotateCw,
  ScanText,
  Trash2,
  Upload,
} from "lucide-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorStatus } from "@/lib/api-errors";
import { useFolders } from "../api/get-folders";
import { useNode } from "../api/get-node";
import { useRawText } from "../api/get-raw-file";
import { useRetryOcr } from "../api/retry-ocr";
import { useKnowledgeMessage } from "../hooks/use-knowledge-message";
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
    case "image":
      return (
        <div className="grid gap-4">
          {file.rawUrl && (
            <img
              src={file.rawUrl}
              alt={t("preview.imageAlt", { name: file.title ?? file.name })}
              className="max-h-[70vh] w-auto max-w-full rounded border bg-white object-contain"
            />
          )}
          {file.content.trim() && (
            <div className="grid gap-1">
              <h4 className="text-sm font-semibold">{t("preview.recognisedText")}</h4>
              <p className="text-sm whitespace-pre-wrap">{file.content}</p>
            </div>
          )}
        </div>
      );
    case "text":
      return file.content.trim() ? (
        <pre className="text-sm break-words whitespace-pre-wrap">{file.content}</pre>
      ) : (
        <p className="text-sm text-muted-foreground">{t("preview.noContent")}</p>
      );
    default:
      return file.content.trim() ? (
        <MarkdownContent source={file.content} />
      ) : (
        <p className="text-sm text-muted-foreground">{t("preview.noContent")}</p>
      );
  }
}

/**
 * Where a scan's text stands: being recognised (announced politely, refreshed until done), failed
 * (with why, and a retry for those who may edit the file), or recognised by OCR.
 */
function TextStatus({ file }: { file: KnowledgeNodeDetail }) {
  const { t } = useTranslation("knowledge");
  const retry = useRetryOcr();
  const { ofError } = useKnowledgeMessage();
  if (file.textState === "recognising") {
    return (
      <div role="status" className="flex items-start gap-2 rounded-lg border bg-muted/60 p-3 text-sm">
        <LoaderCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin" />
        <div className="grid gap-0.5">
          <p className="font-medium">{t("preview.ocr.recognising")}</p>
          <p className="text-muted-foreground">{t("preview.ocr.recognisingHint")}</p>
        </div>
      </div>
    );
  }
  if (file.textState === "failed") {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-red-300 p-3 text-sm dark:border-red-800"
      >
        <div className="flex items-start gap-2">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-400" />
          <div className="grid gap-0.5">
            <p className="font-medium">{t("preview.ocr.failed")}</p>
            {file.textError && <p>{t(`preview.ocr.errors.${file.textError}`)}</p>}
            {retry.isError && <p className="text-red-700 dark:text-red-400">{ofError(retry.error)}</p>}
          </div>
        </div>
        {file.canEdit && (
          <Button
            variant="outline"
            size="sm"
            disabled={retry.isPending}
            onClick={() => retry.mutate(file.id)}
          >
            {retry.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <RotateCw aria-hidden="true" />
            )}
            {retry.isPending ? t("preview.ocr.retrying") : t("preview.ocr.retry")}
          </Button>
        )}
      </div>
    );
  }
  if (file.textState === "done") {
    return (
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        <ScanText aria-hidden="true" className="size-4 shrink-0" />
        {t("preview.ocr.done")}
      </p>
    );
  }
  return null;
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
        {node.title && <Meta label={t("preview.title")}>{node.title}</Meta>}
        {node.tags.length > 0 && (
          <Meta label={t("preview.tags")}>
            <ul className="flex flex-wrap gap-1.5">
              {node.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary">{tag}</Badge>
                </li>
              ))}
            </ul>
          </Meta>
        )}
      </dl>
      {isFile ? (
        <div className="grid gap-2">
          <h4 className="sr-only">{t("preview.content")}</h4>
          <TextStatus file={node} />
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
