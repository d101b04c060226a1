import { BookOpenCheck, Scale } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ChatView } from "@/features/chat/components/chat-view";
import { ThreadSidebar } from "@/features/chat/components/thread-list";
import { useChat } from "@/features/chat/hooks/use-chat";

const STARTERS = ["usury", "withdrawal", "crr", "ifrs16", "kyc", "gdpr"] as const;
const TOPICS = ["consumerCredit", "usury", "capital", "ifrs16", "aml", "gdpr"] as const;

/**
 * The vertical expert: a full-page assistant for credit and leasing regulation and practice,
 * answering from the Réglementation knowledge and citing it.
 */
export function ExpertAssistant({ userId }: { userId: string }) {
  const { t } = useTranslation("chat");
  const chat = useChat({ userId, assistant: "expert" });

  return (
    <div className="flex h-[calc(100dvh-13rem)] min-h-[32rem] flex-col overflow-hidden rounded-xl border bg-card shadow-sm md:flex-row">
      <ThreadSidebar userId={userId} chat={chat} narrowHeight="sm" headingLevel={2} />
      <section aria-label={t("expert.chatLabel")} className="flex min-w-0 flex-1 flex-col">
        <ChatView
          chat={chat}
          headingLevel={2}
          starters={STARTERS.map((key) => t(`expert.starters.${key}`))}
          intro={
            <div className="grid justify-items-center gap-3">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300">
                <Scale aria-hidden="true" className="size-6" />
              </span>
              <h2 className="text-lg font-semibold">{t("expert.introTitle")}</h2>
              <p className="text-sm text-muted-foreground">{t("expert.intro")}</p>
              <ul aria-label={t("expert.topicsLabel")} className="flex flex-wrap justify-center gap-1.5">
                {TOPICS.map((topic) => (
                  <li
                    key={topic}
                    className="inline-flex items-center gap-1 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground"
                  >
                    <BookOpenCheck aria-hidden="true" className="size-3" />
                    {t(`expert.topics.${topic}`)}
                  </li>
                ))}
              </ul>
            </div>
          }
        />
      </section>
    </div>
  );
}
