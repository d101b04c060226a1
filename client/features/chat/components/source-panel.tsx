import { useQuery } from "@tanstack/react-query";
import { AlertCircle, ExternalLink, FileText } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { CloseButton } from "@/components/ui/close-button";
import { Skeleton } from "@/components/ui/skeleton";
import { knowledgeItemQueryOptions } from "@/features/knowledge/api/get-knowledge-item";
import { nodeQueryOptions } from "@/features/knowledge/api/get-node";
import { MarkdownContent } from "@/features/knowledge/components/markdown-content";
import { errorStatus } from "@/lib/api-errors";
import type { OpenSource } from "../hooks/use-chat";

/** Long documents are shown up to here beside the chat; the knowledge page has them whole. */
const SHOWN_MAX = 40_000;

/** What a source link points at: a knowledge item (`?item=`) or a document (`?file=`). */
export function sourceTarget(link: string): { kind: "item" | "file"; id: string } | null {
  const params = new URL(link, "http://praxis.local").searchParams;
  const item = params.get("item");
  if (item) return { kind: "item", id: item };
  const file = params.get("file");
  return file ? { kind: "file", id: file } : null;
}

/** The source's own section title, when it names one ("Document › Section"). */
function sectionOf(title: string): string | null {
  const parts = title.split(/\s+[›>—|]\s+/);
  return parts.length > 1 ? parts[parts.length - 1].trim() : null;
}

function useSourceText(link: string, english: boolean) {
  const target = sourceTarget(link);
  const item = useQuery({
    ...knowledgeItemQueryOptions(target?.id ?? ""),
    enabled: target?.kind === "item",
  });
  const file = useQuery({ ...nodeQueryOptions(target?.id ?? ""), enabled: target?.kind === "file" });
  const query = target?.kind === "file" ? file : item;
  const text = item.data
    ? {
        title: (english && item.data.titleEn) || item.data.title,
        description: item.data.description,
        content: (english && item.data.contentEn) || item.data.content,
      }
    : file.data
      ? { title: file.data.name, description: "", content: file.data.content }
      : null;
  return { target, text, isLoading: query.isLoading, error: target ? query.error : new Error("no target") };
}

/**
 * A cited source, read beside the conversation (which stays on screen). It takes the focus when it
 * opens; closing it (button or Escape) gives the focus back to the chip that opened it.
 */
export function SourcePanel({
  open,
  panelId,
  onClose,
  onNavigate,
  headingLevel = 3,
}: {
  open: OpenSource;
  panelId: string;
  onClose: () => void;
  /** Leaving the conversation for the knowledge page (the dialog closes first). */
  onNavigate?: () => void;
  /** 3 inside the assistant's dialog (its title is the 2), 2 on a page of its own. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t, i18n } = useTranslation("chat");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLElement>(null);
  const { text, isLoading, error } = useSourceText(open.source.link, i18n.language === "en");
  const shown = text
    ? text.content.replace(/^\s*#\s+(.+)\n/, (line, heading: string) =>
        heading.trim() === text.title.trim() ? "" : line,
      )
    : "";

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when another source opens.
  useEffect(() => {
    headingRef.current?.focus();
  }, [open.source.id, open.messageId, open.index]);

  // The cited section, when the source names one, is brought into view.
  useEffect(() => {
    const section = sectionOf(open.source.title);
    const body = bodyRef.current;
    if (!section || !body || !text) return;
    const timer = setTimeout(() => {
      const heading = [...body.querySelectorAll("h1, h2, h3, h4, h5, h6")].find(
        (h) => h.textContent?.trim().toLowerCase() === section.toLowerCase(),
      );
      heading?.scrollIntoView({ block: "start" });
    }, 50);
    return () => clearTimeout(timer);
  }, [open.source.title, text]);

  return (
    <aside
      id={panelId}
      aria-labelledby={`${panelId}-title`}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
      className="absolute inset-0 z-10 flex min-h-0 flex-col bg-card md:static md:z-auto md:w-[22rem] md:shrink-0 md:border-l lg:w-[26rem]"
    >
      <div className="flex items-start gap-2 border-b px-4 py-3">
        <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium text-muted-foreground">
            {t("source.label", { index: open.index })}
          </p>
          <Heading
            id={`${panelId}-title`}
            ref={headingRef}
            tabIndex={-1}
            className="text-sm font-semibold break-words outline-none focus-visible:underline"
          >
            {/* As cited: the document's title, and the section when the reply quotes one. */}
            {open.source.title}
          </Heading>
        </div>
        <CloseButton label={t("source.close")} onClick={onClose} size="md" />
      </div>
      <section
        ref={bodyRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        aria-labelledby={`${panelId}-title`}
        className="min-h-0 flex-1 overflow-y-auto px-4 py-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        {isLoading && (
          <div role="status" className="grid gap-2">
            <span className="sr-only">{t("source.loading")}</span>
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
        {!isLoading && !text && (
          <p role="alert" className="flex items-start gap-2 text-red-800 dark:text-red-200">
            <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {errorStatus(error) === 404 || errorStatus(error) === 403
              ? t("source.notFound")
              : t("source.error")}
          </p>
        )}
        {text && (
          <div className="grid gap-3">
            {text.description && <p className="font-medium">{text.description}</p>}
            {shown.trim() ? (
              <MarkdownContent source={shown.slice(0, SHOWN_MAX)} />
            ) : (
              <p className="text-muted-foreground">{t("source.empty")}</p>
            )}
          </div>
        )}
      </section>
      <div className="border-t px-4 py-3">
        <Link
          href={open.source.link}
          onClick={onNavigate}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-link underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t("source.open")}
        </Link>
      </div>
    </aside>
  );
}
