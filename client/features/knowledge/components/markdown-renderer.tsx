import type { ComponentProps } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { cn } from "@/lib/cn";
import { RICH_TEXT } from "./rich-text";

// A document's headings sit under the page's h1 and the panel's h2 (see RICH_TEXT).
const shifted = (Tag: "h3" | "h4" | "h5" | "h6") =>
  function Heading({ node: _node, ...props }: ComponentProps<"h3"> & { node?: unknown }) {
    return <Tag {...props} />;
  };

const components: Components = {
  h1: shifted("h3"),
  h2: shifted("h4"),
  h3: shifted("h5"),
  h4: shifted("h6"),
  h5: shifted("h6"),
  h6: shifted("h6"),
  a: ({ node: _node, href, ...props }) => {
    // Links leaving the app open beside it, so the reader does not lose the page.
    const external = href ? /^https?:\/\//i.test(href) : false;
    return (
      <a href={href} {...props} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} />
    );
  },
};

/** Markdown (with GitHub tables and lists) rendered through the sanitiser: no raw HTML gets through. */
export function MarkdownRenderer({ source, className }: { source: string; className?: string }) {
  return (
    <div className={cn(RICH_TEXT, className)}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
