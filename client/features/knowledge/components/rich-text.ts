/**
 * Typography for rendered documents (Markdown, sanitised HTML, Word files), written as descendant
 * selectors because the markup comes from the document, not from our components. Headings are
 * shifted two levels down before rendering (a document's h1 sits under the page's h1 and the
 * panel's h2), so h3 is a document's top level here. Nothing scrolls sideways: wide tables and
 * code wrap, because a scrolling box without a focusable element is out of keyboard reach.
 */
export const RICH_TEXT =
  "min-w-0 text-sm leading-relaxed text-foreground break-words " +
  "[&>:first-child]:mt-0 [&>:last-child]:mb-0 " +
  "[&_:is(h3,h4,h5,h6)]:mt-5 [&_:is(h3,h4,h5,h6)]:mb-2 [&_:is(h3,h4,h5,h6)]:font-semibold [&_:is(h3,h4,h5,h6)]:leading-tight " +
  "[&_h3]:text-xl [&_h4]:text-lg [&_h5]:text-base [&_h6]:text-sm " +
  "[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 " +
  "[&_a]:text-link [&_a]:underline [&_a]:underline-offset-2 [&_strong]:font-semibold " +
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.85em] " +
  "[&_pre]:my-3 [&_pre]:whitespace-pre-wrap [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0 " +
  "[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-left " +
  "[&_th]:border [&_th]:bg-muted [&_th]:px-3 [&_th]:py-1.5 [&_th]:font-semibold [&_td]:border [&_td]:px-3 [&_td]:py-1.5 [&_td]:align-top " +
  "[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground " +
  "[&_hr]:my-6 [&_img]:max-w-full [&_mark]:rounded-sm [&_mark]:bg-yellow-200 [&_mark]:px-0.5 [&_mark]:text-slate-950";
