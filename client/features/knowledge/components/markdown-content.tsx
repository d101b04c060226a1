import { lazy, Suspense } from "react";
import { cn } from "@/lib/cn";
import { RICH_TEXT } from "./rich-text";

// react-markdown and its plugins (about 50 KB) load when a document is first shown, not with the
// page; the text shows as written for that moment.
const MarkdownRenderer = lazy(() =>
  import("./markdown-renderer").then((m) => ({ default: m.MarkdownRenderer })),
);

/** Markdown (with GitHub tables and lists) rendered through the sanitiser: no raw HTML gets through. */
export function MarkdownContent({ source, className }: { source: string; className?: string }) {
  return (
    <Suspense fallback={<div className={cn(RICH_TEXT, "whitespace-pre-wrap", className)}>{source}</div>}>
      <MarkdownRenderer source={source} className={className} />
    </Suspense>
  );
}
