import type { Suggestion } from "@shared/contracts/contextual";
import {
  ArrowRight,
  ArrowUpRight,
  BookOpen,
  Bot,
  Calculator,
  GraduationCap,
  type LucideIcon,
  Scale,
  Sparkles,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { KNOWLEDGE_CATEGORIES } from "@/lib/catalogue";

const ICONS: Record<string, LucideIcon> = {
  service: Sparkles,
  assistant: Bot,
  training: GraduationCap,
  knowledge: BookOpen,
  learning: GraduationCap,
  simulator: Calculator,
};

/** Turns a suggestion's params into the values its sentence needs, in the reader's language. */
function useWording() {
  const { t, i18n } = useTranslation(["contextual", "common"]);
  const english = i18n.language === "en";
  // Made on first use: building a number format is slow, and most renders (loading) need none.
  let number: Intl.NumberFormat | undefined;
  const format = (value: number) => {
    number ??= new Intl.NumberFormat(english ? "en-GB" : "fr-FR", { maximumFractionDigits: 1 });
    return number.format(value);
  };
  return (s: Suggestion) => {
    const p = s.params;
    const knowledgeKey = KNOWLEDGE_CATEGORIES.find((c) => c.value === p.category)?.key;
    const values = {
      ...p,
      name: english && p.nameEn ? p.nameEn : p.name,
      title: english && p.titleEn ? p.titleEn : p.title,
      rating: typeof p.rating === "number" ? format(p.rating) : p.rating,
      viewCount: typeof p.viewCount === "number" ? format(p.viewCount) : p.viewCount,
      category:
        s.kind.startsWith("service.") && typeof p.category === "string"
          ? t(`common:serviceCategories.${p.category}`)
          : knowledgeKey
            ? t(`common:knowledgeCategories.${knowledgeKey}`)
            : p.category,
    };
    return {
      title: t(`kinds.${s.kind}.title`, values),
      description: t(`kinds.${s.kind}.description`, values),
    };
  };
}

const rowClass =
  "group flex items-start gap-2.5 rounded-lg px-2 py-2 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring";

/** The suggestions of the page, each a link (a learning capsule opens its academy page in a new tab). */
export function SuggestionList({
  suggestions,
  isLoading,
  isError,
}: {
  suggestions: Suggestion[] | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  const { t } = useTranslation("contextual");
  const word = useWording();

  if (isLoading) {
    return (
      <div role="status" aria-label={t("loading")} className="grid gap-2 px-2 py-1">
        {[0, 1, 2].map((i) => (
          <div key={i} className="grid gap-1.5 py-1">
            <Skeleton className="h-3.5 w-3/4" />
            <Skeleton className="h-3 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (isError && !suggestions) return <p className="px-2 py-2 text-sm text-muted-foreground">{t("error")}</p>;
  if (!suggestions || suggestions.length === 0)
    return <p className="px-2 py-2 text-sm text-muted-foreground">{t("empty")}</p>;

  return (
    <ul className="grid gap-0.5">
      {suggestions.map((s) => {
        const { title, description } = word(s);
        const Icon = s.kind === "assistant.expert" ? Scale : (ICONS[s.kind.split(".")[0]] ?? Sparkles);
        const external = s.link.startsWith("http");
        const body = (
          <>
            <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 block text-sm font-medium">{title}</span>
              <span className="block text-xs text-muted-foreground">{description}</span>
            </span>
            {external ? (
              <ArrowUpRight
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-muted-foreground group-hover:text-primary"
              />
            ) : (
              <ArrowRight
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-muted-foreground group-hover:text-primary"
              />
            )}
          </>
        );
        return (
          <li key={s.id}>
            {external ? (
              <a href={s.link} target="_blank" rel="noopener noreferrer" className={rowClass}>
                {body}
                <span className="sr-only">{t("newTab")}</span>
              </a>
            ) : (
              <Link href={s.link} className={rowClass}>
                {body}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
