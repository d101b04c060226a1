/**
 * The closing paragraph that lists an answer's sources ("Sources : [1] … · [2] …", or "Sources:" and
 * one "[n] …" line each, as a model may write it), optionally in bold.
 */
const SOURCES_PARAGRAPH =
  /(?:^|\n[ \t]*\n)[ \t]*(?:\*\*)?Sources(?:\*\*)?[ \t\u00a0\u202f]*:(?:\*\*)?[^\n]*(?:\n[ \t]*(?:[-*][ \t]*)?\[\d+\][^\n]*)*\s*$/;

/**
 * An answer's text without its closing list of sources, when the sources are shown apart (as
 * buttons that open each one): the same titles twice say nothing more. The list is only dropped when
 * it cites sources ("[1]"); the stored reply keeps it (the API returns it as written).
 */
export function withoutSourcesLine(content: string): string {
  const match = SOURCES_PARAGRAPH.exec(content);
  if (!match || !/\[\d+\]/.test(match[0])) return content;
  return content.slice(0, match.index).trimEnd() || content;
}
