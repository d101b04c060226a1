import type { ComponentProps } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { Link } from "wouter";

// Tailwind has no typography plugin here: each element gets its classes explicitly.
const components: Components = {
  p: (props) => <p className="leading-relaxed [&:not(:first-child)]:mt-3" {...strip(props)} />,
  ul: (props) => <ul className="mt-2 list-disc space-y-1 pl-5" {...strip(props)} />,
  ol: (props) => <ol className="mt-2 list-decimal space-y-1 pl-5" {...strip(props)} />,
  li: (props) => <li className="leading-relaxed" {...strip(props)} />,
  strong: (props) => <strong className="font-semibold" {...strip(props)} />,
  h1: (props) => <p className="mt-3 text-base font-semibold" {...strip(props)} />,
  h2: (props) => <p className="mt-3 text-base font-semibold" {...strip(props)} />,
  h3: (props) => <p className="mt-3 font-semibold" {...strip(props)} />,
  h4: (props) => <p className="mt-3 font-semibold" {...strip(props)} />,
  blockquote: (props) => (
    <blockquote className="mt-3 border-l-2 pl-3 text-muted-foreground italic" {...strip(props)} />
  ),
  code: (props) => (
    <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]" {...strip(props)} />
  ),
  pre: (props) => (
    <pre
      className="mt-3 overflow-x-auto rounded-lg bg-muted p-3 font-mono text-xs [&_code]:bg-transparent [&_code]:p-0"
      {...strip(props)}
    />
  ),
  table: (props) => (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full border-collapse text-left text-xs" {...strip(props)} />
    </div>
  ),
  th: (props) => <th className="border-b px-2 py-1 font-semibold" {...strip(props)} />,
  td: (props) => <td className="border-b px-2 py-1" {...strip(props)} />,
  a: ({ href = "", children }) =>
    // Answers may point inside the app (knowledge items): keep those in the single-page router.
    href.startsWith("/") ? (
      <Link href={href} className="font-medium text-link underline underline-offset-2">
        {children}
      </Link>
    ) : (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium text-link underline underline-offset-2"
      >
        {children}
      </a>
    ),
};

/** react-markdown passes its AST `node`; it must not reach the DOM. */
function strip<T extends { node?: unknown }>({ node: _node, ...rest }: T) {
  return rest as Omit<T, "node">;
}

/** An assistant's answer: GitHub-flavoured markdown, sanitised (no raw HTML, no scripts). */
export function Markdown({
  children,
  ...props
}: { children: string } & Omit<ComponentProps<"div">, "children">) {
  return (
    <div {...props}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
