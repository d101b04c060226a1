import type { KnowledgeItem } from "@shared/contracts/knowledge";
import { BookMarked, ChevronRight, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useItemText } from "../hooks/use-item-text";
import { SectionHeading } from "./section-heading";

/** Documentation passages grouped by topic; each topic folds open (native details: keyboard for free). */
export function DocumentationSection({
  items,
  onOpen,
}: {
  items: KnowledgeItem[];
  onOpen: (item: KnowledgeItem) => void;
}) {
  const { t, i18n } = useTranslation("knowledge");
  const itemText = useItemText();
  if (items.length === 0) return null;

  const topicLabel = (topic: string) =>
    i18n.exists(`knowledge:documentation.topics.${topic}`) ? t(`documentation.topics.${topic}`) : topic;
  const groups = new Map<string, KnowledgeItem[]>();
  for (const item of items) {
    const topic = item.topic ?? "other";
    groups.set(topic, [...(groups.get(topic) ?? []), item]);
  }
  const topics = [...groups.keys()].sort((a, b) => topicLabel(a).localeCompare(topicLabel(b), i18n.language));

  return (
    <section aria-labelledby="knowledge-documentation" className="grid gap-4">
      <SectionHeading
        id="knowledge-documentation"
        icon={BookMarked}
        title={t("documentation.title")}
        description={t("documentation.description")}
      />
      <div className="grid gap-2 sm:grid-cols-2">
        {topics.map((topic) => {
          const passages = groups.get(topic) ?? [];
          return (
            <details key={topic} className="group self-start rounded-xl border bg-card shadow-sm">
              <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                <ChevronRight
                  aria-hidden="true"
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
                />
                <span className="flex-1">{topicLabel(topic)}</span>
                <span className="text-xs font-normal text-muted-foreground">
                  {t("documentation.passages", { count: passages.length })}
                </span>
              </summary>
              <ul className="grid gap-0.5 border-t px-2 py-2">
                {passages.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => onOpen(item)}
                      className="flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                      <span>{itemText(item).title}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </details>
          );
        })}
      </div>
    </section>
  );
}
