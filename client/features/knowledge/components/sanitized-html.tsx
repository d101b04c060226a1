import DOMPurify from "dompurify";
import { useMemo } from "react";
import { cn } from "@/lib/cn";
import { RICH_TEXT } from "./rich-text";

/**
 * HTML from a document, sanitised. Style sheets and style attributes go too: a document must not
 * restyle the app or bring colours that break contrast in the dark theme. Forms are dropped.
 */
export function sanitizeDocument(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    FORBID_TAGS: ["style", "form", "input", "button", "select", "textarea", "iframe", "object", "embed"],
    FORBID_ATTR: ["style"],
    RETURN_DOM_FRAGMENT: true,
  });
  // Same heading shift as Markdown documents (RICH_TEXT): h1 -> h3 ... capped at h6.
  for (const heading of Array.from(fragment.querySelectorAll("h1, h2, h3, h4, h5, h6"))) {
    const level = Math.min(6, Number(heading.tagName[1]) + 2);
    const replacement = document.createElement(`h${level}`);
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
  for (const link of Array.from(fragment.querySelectorAll("a[href]"))) {
    if (/^https?:\/\//i.test(link.getAttribute("href") ?? "")) {
      link.setAttribute("target", "_blank");
      link.setAttribute("rel", "noopener noreferrer");
    }
  }
  const container = document.createElement("div");
  container.append(fragment);
  return container.innerHTML;
}

export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeDocument(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above by DOMPurify.
  return <div className={cn(RICH_TEXT, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** A search snippet: the server escapes the text and marks matches; only <mark> may survive. */
export function Snippet({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(
        // Snippets are cut from Markdown sources: their emphasis and heading marks are noise here.
        html
          .replace(/\*\*|__|`/g, "")
          .replace(/(^|\s)#{1,6}(?=\s)/g, "$1")
          .replace(/\|?\s*:?-{3,}:?\s*\|/g, " "),
        { ALLOWED_TAGS: ["mark"], ALLOWED_ATTR: [] },
      ),
    [html],
  );
  return (
    <span
      className={cn(
        "block text-sm text-muted-foreground [&_mark]:rounded-sm [&_mark]:bg-yellow-200 [&_mark]:px-0.5 [&_mark]:font-medium [&_mark]:text-slate-950",
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: only <mark> is allowed through.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
