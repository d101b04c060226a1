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

type MdNode = { type: string; depth?: number; children?: MdNode[] };

/**
 * Headings without gaps: a document whose first heading is "##", or that goes from "#" to "###",
 * is read as an outline that skips a level. The levels it uses are renumbered 1, 2, 3… in order,
 * so its top heading becomes the h3 under the panel's h2, and each level the next one down.
 */
function remarkDenseHeadings() {
  return (tree: MdNode) => {
    const headings: MdNode[] = [];
    const walk = (node: MdNode) => {
      if (node.type === "heading") headings.push(node);
      node.children?.forEach(walk);
    };
    walk(tree);
    const levels = [...new Set(headings.map((h) => h.depth ?? 1))].sort((a, b) => a - b);
    for (const h of headings) h.depth = levels.indexOf(h.depth ?? 1) + 1;
  };
}

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
      <ReactMarkdown
        remarkPlugins={[remarkGfm, remarkDenseHeadings]}
        rehypePlugins={[rehypeSanitize]}
        components={components}
      >
        {source}
      </ReactMarkdown>
    </div>
  );
}
