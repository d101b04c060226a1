/**
 * The assistant's exam: questions a consultant asks, each with the facts a right answer must hold
 * (or the duty to abstain). Facts are compared without case, accents or typographic spaces.
 */
export type ExamQuestion = {
  /** Stable slug. */
  id: string;
  lang: "fr" | "en";
  question: string;
  /**
   * fact: one piece of information; list: the answer is a list or a procedure, every item counts;
   * abstain: outside credit, leasing, the company's knowledge and Alfa: the assistant must say it does not know.
   */
  kind: "fact" | "list" | "abstain";
  /**
   * What the answer must contain: each entry is one required fact given as accepted spellings (any
   * one counts). Empty for `abstain`.
   */
  facts: string[][];
  /** Ids of the knowledge items whose text holds the answer (empty for `abstain`). */
  sources: string[];
  /** Which assistant is asked: the Alfa assistant (default) or the regulation expert. */
  assistant?: "alfa" | "expert";
};

/** A question whose answer is one piece of information, found in `source`. */
export const fact = (
  id: string,
  lang: "fr" | "en",
  question: string,
  source: string,
  facts: string[][],
): ExamQuestion => ({ id, lang, kind: "fact", question, facts, sources: [source] });

/** A question whose answer is a list or a procedure, found in `source`: every item counts. */
export const list = (
  id: string,
  lang: "fr" | "en",
  question: string,
  source: string,
  facts: string[][],
): ExamQuestion => ({ id, lang, kind: "list", question, facts, sources: [source] });

/** A question outside the domain: the assistant must say it does not know. */
export const abstain = (id: string, lang: "fr" | "en", question: string): ExamQuestion => ({
  id,
  lang,
  kind: "abstain",
  question,
  facts: [],
  sources: [],
});

/**
 * A question consultants ask, with the article that answers it, and no expected facts: the log the
 * retrieval learns its asked words from (see `bench/assistant/asked-words.ts`), alongside the exam's.
 */
export type AskedQuestion = Pick<ExamQuestion, "lang" | "question" | "sources">;

/** A question answered by `source`, worded as a consultant would ask it. */
export const asked = (lang: "fr" | "en", question: string, source: string): AskedQuestion => ({
  lang,
  question,
  sources: [source],
});
