import { estimateTokens } from "../../../shared/domain/tokens";
import type { AiProvider, GenerateInput, Passage, Usage } from "./engine";
import { matchedTerms, queryTerms } from "./retrieval";

const texts = {
  fr: {
    none:
      "Je n'ai trouvé aucune information sur ce sujet dans la base de connaissances. " +
      "Reformulez votre question avec les termes du métier (contrat, échéancier, fin de bail…), " +
      "ou consultez un expert de votre équipe.",
    intro: {
      alfa: "D'après la documentation Alfa :",
      expert: "D'après la base réglementaire :",
      assessor: "",
    },
    more: "Pour aller plus loin",
  },
  en: {
    none:
      "I found nothing about this in the knowledge base. Try rephrasing with the business terms " +
      "(contract, schedule, end of lease…), or ask an expert on your team.",
    intro: {
      alfa: "According to the Alfa documentation:",
      expert: "According to the regulatory knowledge base:",
      assessor: "",
    },
    more: "Further reading",
  },
};

/** Sentences of prose and the lines of lists, the units an answer is built from. */
function units(text: string): string[] {
  const out: string[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    for (const line of lines) {
      if (/^#{1,6}\s/.test(line)) continue;
      if (/^([-*•]|\d+[.)])\s/.test(line)) {
        out.push(line.replace(/^([-*•]|\d+[.)])\s+/, ""));
        continue;
      }
      out.push(...(line.match(/[^.!?]+[.!?]+(?=\s|$)|[^.!?]+$/g) ?? []).map((s) => s.trim()));
    }
  }
  return out.filter((u) => u.length > 12);
}

/** Picks the units of a passage that share most words with the question, in their original order. */
function bestUnits(passage: Passage, terms: string[], max: number): string[] {
  const scored = units(passage.text).map((u, i) => ({ u, i, s: matchedTerms(terms, u) }));
  const top = [...scored].sort((a, b) => b.s - a.s || a.i - b.i).slice(0, max);
  // A passage with no matching sentence still answers through its opening.
  const chosen = top.some((x) => x.s > 0) ? top.filter((x) => x.s > 0) : scored.slice(0, 1);
  return chosen.sort((a, b) => a.i - b.i).map((x) => x.u.replace(/\*\*/g, ""));
}

/** Composes an answer from the retrieved passages, citing them as [n]. Deterministic. */
export function composeAnswer(input: GenerateInput): string {
  const t = texts[input.language];
  const question = [...input.messages].reverse().find((m) => m.role === "user")?.content ?? "";
  if (input.context.length === 0) return t.none;
  const terms = queryTerms(question);
  const parts: string[] = [t.intro[input.persona]];
  input.context.slice(0, 3).forEach((p, i) => {
    const picked = bestUnits(p, terms, i === 0 ? 4 : 2);
    if (i > 0 && matchedTerms(terms, picked.join(" ")) < 2) return;
    const body = picked.length > 1 ? picked.map((u) => `- ${u}`).join("\n") : picked[0];
    parts.push(`**${p.title}** [${i + 1}]\n\n${body}`);
  });
  parts.push(`${t.more} : ${input.context.map((p, i) => `[${i + 1}] ${p.title}`).join(" · ")}`);
  return parts.filter(Boolean).join("\n\n");
}

// The abort listener goes when the pause ends: a reply pauses dozens of times on one signal.
const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });

/** The default provider: no network, answers only from retrieved passages. */
export function localProvider(opts: { tokenDelayMs?: number } = {}): AiProvider {
  const delay = opts.tokenDelayMs ?? 6;
  return {
    name: "local",
    async *generate(input: GenerateInput, usage?: Usage) {
      const answer = composeAnswer(input);
      // Word-sized chunks, paced lightly so a reader sees the reply arrive and can stop it.
      const chunks = answer.match(/\S+\s*|\s+/g) ?? [];
      for (const [i, chunk] of chunks.entries()) {
        if (input.signal?.aborted) return;
        yield chunk;
        if (delay && i % 3 === 2) await pause(delay, input.signal);
      }
      if (usage) usage.tokens = estimateTokens(answer);
    },
  };
}
