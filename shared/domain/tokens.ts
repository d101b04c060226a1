export type ChatModel = "gpt-4o-mini" | "gpt-4o";

/** Displayed token budget of one reply per model. */
export const replyBudget: Record<ChatModel, number> = { "gpt-4o-mini": 1500, "gpt-4o": 4000 };

const accented = /[àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ]/giu;
const punctuation = /[.,;:!?'"()[\]{}«»…\-–—/]/gu;

/** Spec estimate: length / 3.5, plus 10% of accented letters and 5% of punctuation marks. */
export function estimateTokens(text: string): number {
  if (!text) return 0;
  const accents = text.match(accented)?.length ?? 0;
  const marks = text.match(punctuation)?.length ?? 0;
  return Math.ceil(text.length / 3.5 + accents * 0.1 + marks * 0.05);
}
