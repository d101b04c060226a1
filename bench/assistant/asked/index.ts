import type { AskedQuestion } from "../types";
import { askedAlfa1 } from "./alfa-1";
import { askedAlfa1More } from "./alfa-1-more";
import { askedAlfa2 } from "./alfa-2";
import { askedAlfa2More } from "./alfa-2-more";
import { askedCredit } from "./credit";
import { askedCreditMore } from "./credit-more";
import { askedItems } from "./items";
import { askedItemsMore } from "./items-more";
import { askedRulesPractice } from "./rules-practice";
import { askedRulesPracticeMore } from "./rules-practice-more";

/**
 * The question log: for every published article of the knowledge and of the Alfa documentation, eight questions
 * (four in French, four in English, written in two rounds: the `-more` files ask about other parts) worded as consultants type them, each about another part of the
 * article, written from the articles' text only (not from the exam nor from the held-out sets). No
 * facts are expected: it says which words consultants use for what each article says, the way a
 * search engine learns from the questions its documents answered. The retrieval reads it as
 * `server/plugins/ai/asked-log.json` (written by `asked-words.ts`) and gives each question's words to
 * the sections of its article that answer it (`loggedBySection` in `retrieval.ts`).
 */
export const askedLog: AskedQuestion[] = [
  ...askedAlfa1,
  ...askedAlfa2,
  ...askedCredit,
  ...askedItems,
  ...askedRulesPractice,
  ...askedAlfa1More,
  ...askedAlfa2More,
  ...askedCreditMore,
  ...askedItemsMore,
  ...askedRulesPracticeMore,
];
